import type { ChatMessage } from '@crossmart/im-sdk'
import { TIME_SEPARATOR_GAP_S } from '../chat-constants'

/** Pure helpers of the chat detail's message list (types only from the SDK). */

const sameMessage = (a: ChatMessage, b: ChatMessage): boolean =>
  (a.clientMsgNo !== '' && a.clientMsgNo === b.clientMsgNo) ||
  (a.messageID !== '' && a.messageID === b.messageID)

/** Stored messages by messageSeq; the user's own not yet acknowledged (seq 0) last, in send order. */
function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const sa = a.messageSeq > 0 ? a.messageSeq : Number.MAX_SAFE_INTEGER
  const sb = b.messageSeq > 0 ? b.messageSeq : Number.MAX_SAFE_INTEGER
  if (sa !== sb) return sa - sb
  if (a.timestamp !== b.timestamp) return a.timestamp - b.timestamp
  return a.clientSeq - b.clientSeq
}

/** Adds or replaces (same clientMsgNo or messageID) each message; deleted ones leave; sorted. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const next = [...list]
  for (const message of incoming) {
    const at = next.findIndex((m) => sameMessage(m, message))
    if (at >= 0) next[at] = message
    else next.push(message)
  }
  return next.filter((m) => !m.isDeleted).sort(compareMessages)
}

/** The oldest stored sequence shown (0 when none is stored yet). */
export function oldestSeq(list: readonly ChatMessage[]): number {
  let oldest = 0
  for (const m of list) if (m.messageSeq > 0 && (oldest === 0 || m.messageSeq < oldest)) oldest = m.messageSeq
  return oldest
}

/** A time separator goes before the first message and after every gap longer than TIME_SEPARATOR_GAP_S. */
export function needsTimeSeparator(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  return previous === undefined || message.timestamp - previous.timestamp > TIME_SEPARATOR_GAP_S
}

/** The key of a message row: stable from the moment it is queued. */
export const messageKey = (m: ChatMessage): string => m.clientMsgNo || m.messageID
