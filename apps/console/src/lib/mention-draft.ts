import { MENTION_ALL, type Mention } from '@crossmart/im-sdk'

export interface TeamMember {
  uid: string
  name: string
}

/** What the picker offers: a member, or everyone (`mention: { all: 1 }`, chat-spec §3). */
export type MentionOption = { kind: 'member'; member: TeamMember } | { kind: 'all' }

/** The text typed after an `@` that starts a word, up to the caret; null when not mentioning. */
export function mentionQuery(draft: string, caret: number): string | null {
  const before = draft.slice(0, caret)
  const at = before.lastIndexOf('@')
  if (at === -1) return null
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null
  const typed = before.slice(at + 1)
  return /\s/.test(typed) ? null : typed
}

/** The options for what was typed after `@`: matching members (not the writer), then everyone. */
export function mentionOptions(
  query: string,
  members: readonly TeamMember[],
  myUid: string,
  limit = 8,
): MentionOption[] {
  const typed = query.toLowerCase()
  const matching: MentionOption[] = members
    .filter((m) => m.uid !== myUid && m.name.toLowerCase().includes(typed))
    .map((member) => ({ kind: 'member', member }))
  if ('all'.startsWith(typed)) matching.push({ kind: 'all' })
  return matching.slice(0, limit)
}

export const ALL_LABEL = 'all'

/** Replaces the `@query` before the caret with `@label ` and returns the new text and caret. */
export function insertMention(draft: string, caret: number, label: string): { text: string; caret: number } {
  const at = draft.slice(0, caret).lastIndexOf('@')
  const start = at === -1 ? caret : at
  const inserted = `@${label} `
  return { text: draft.slice(0, start) + inserted + draft.slice(caret), caret: start + inserted.length }
}

/**
 * The content's `mention` (chat-spec §3) for the text as sent: everyone when `@all` was picked and
 * is still there, else the picked members whose `@name` is still in the text; none when nobody is.
 */
export function mentionFor(text: string, picked: readonly MentionOption[]): Mention | undefined {
  if (picked.some((o) => o.kind === 'all') && text.includes(`@${ALL_LABEL}`)) return { all: MENTION_ALL }
  const uids = [
    ...new Set(
      picked.flatMap((o) =>
        o.kind === 'member' && text.includes(`@${o.member.name}`) ? [o.member.uid] : [],
      ),
    ),
  ]
  return uids.length > 0 ? { uids } : undefined
}
