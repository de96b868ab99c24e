/**
 * Mentions and visibility (chat-spec §3 "Message content", §5 "Visibility").
 */

import type { ContentCommon } from './types.js'

/** chat-spec §3: the mention's all flag is the number 1. */
export const MENTION_ALL = 1

/**
 * chat-spec §5: visible to `uid` only if `uid` is in `visibles` (when that list is non-empty) and
 * not in `invisibles`.
 */
export function isVisibleTo(content: Pick<ContentCommon, 'visibles' | 'invisibles'>, uid: string): boolean {
  const { visibles, invisibles } = content
  if (visibles !== undefined && visibles.length > 0 && !visibles.includes(uid)) return false
  if (invisibles?.includes(uid) === true) return false
  return true
}

/** The content mentions `uid`: everybody (`all: 1`) or `uid` in the list. */
export function mentionsUser(content: Pick<ContentCommon, 'mention'>, uid: string): boolean {
  const mention = content.mention
  if (mention === undefined) return false
  return mention.all === MENTION_ALL || mention.uids?.includes(uid) === true
}
