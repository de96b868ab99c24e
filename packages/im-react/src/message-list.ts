import type { ChatMessage } from '@crossmart/im-sdk'

/** Pure helpers of a channel's message list (types only from the SDK). */

/** The same message: equal clientMsgNo or equal messageID (empty ones never match). */
export const sameMessage = (a: ChatMessage, b: ChatMessage): boolean =>
  (a.clientMsgNo !== '' && a.clientMsgNo === b.clientMsgNo) ||
  (a.messageID !== '' && a.messageID === b.messageID)

/** Stored messages by messageSeq; the user's own not yet acknowledged (seq 0) last, in send order. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const sa = a.messageSeq > 0 ? a.messageSeq : Number.MAX_SAFE_INTEGER
  const sb = b.messageSeq > 0 ? b.messageSeq : Number.MAX_SAFE_INTEGER
  if (sa !== sb) return sa - sb
  if (a.timestamp !== b.timestamp) return a.timestamp - b.timestamp
  return a.clientSeq - b.clientSeq
}

/**
 * A newer copy of a message replaces the older one (send status, read counts), but never with older
 * extras: a history page (the "syncMessages" callback) carries no extras, and taking it as it came
 * brought a recalled message back as a normal, editable one (chat-spec §3 remoteExtra: extraVersion
 * only grows). The recall itself is also kept when a copy with the same version lacks it.
 */
export function newerCopy(current: ChatMessage, incoming: ChatMessage): ChatMessage {
  const kept = current.remoteExtra
  const next = incoming.remoteExtra
  if (next.extraVersion > kept.extraVersion) return incoming
  if (
    next === kept ||
    (next.extraVersion === kept.extraVersion && next.revoke === kept.revoke && next.isEdit === kept.isEdit)
  )
    return incoming
  return { ...incoming, remoteExtra: kept }
}

/** Adds or replaces (same clientMsgNo or messageID) each message; deleted ones leave; sorted. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const next = [...list]
  for (const message of incoming) {
    const at = next.findIndex((m) => sameMessage(m, message))
    if (at >= 0) next[at] = newerCopy(next[at]!, message)
    else next.push(message)
  }
  return next.filter((m) => !m.isDeleted).sort(compareMessages)
}

/** The oldest stored sequence in the list (0 when none is stored yet). */
export function oldestSeq(list: readonly ChatMessage[]): number {
  let oldest = 0
  for (const m of list) if (m.messageSeq > 0 && (oldest === 0 || m.messageSeq < oldest)) oldest = m.messageSeq
  return oldest
}

/** The newest stored sequence in the list (0 when none is stored yet). */
export function newestSeq(list: readonly ChatMessage[]): number {
  let newest = 0
  for (const m of list) if (m.messageSeq > newest) newest = m.messageSeq
  return newest
}

/** The key of a message row: stable from the moment it is queued (clientMsgNo), else the messageID. */
export const messageKey = (m: ChatMessage): string => m.clientMsgNo || m.messageID
