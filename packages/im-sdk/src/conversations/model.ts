/** chat-spec §3 "Conversation" (its logical unread count of §5 is in logical-unread.ts). */

import type { ConversationExtra, SyncVersion } from '../callbacks/types.js'
import { type Channel, channelKey } from '../chat/message.js'
import type { ChatMessage } from '../messages/model.js'
import type { Reminder } from '../reminders/reminder-manager.js'

export interface Conversation {
  readonly channel: Channel
  /** Seconds: the time of the last message (or of the server's conversation). */
  readonly timestamp: number
  /** The plain unread count; `logicalUnread` (logical-unread.ts) gives the number to show. */
  readonly unread: number
  readonly lastMessage?: ChatMessage
  readonly remoteExtra: ConversationExtra
  /** Reminders of this channel that are not done. */
  readonly reminders: readonly Reminder[]
  /** A visible unread message mentions me, or a mention-me reminder is pending. */
  readonly isMentionMe: boolean
  readonly version: SyncVersion
}

/** chat-spec §3: conversation changes are of kind add, update, remove. */
export type ConversationAction = 'add' | 'update' | 'remove'

export interface ConversationChange {
  readonly action: ConversationAction
  readonly conversation: Conversation
}

export const EMPTY_CONVERSATION_EXTRA: ConversationExtra = Object.freeze({
  browseTo: 0,
  keepMessageSeq: 0,
  keepOffsetY: 0,
  draft: '',
  version: 0,
})

/** Newest first; ties broken by channel key so the order is stable. */
export function compareConversations(a: Conversation, b: Conversation): number {
  if (a.timestamp !== b.timestamp) return b.timestamp - a.timestamp
  const ka = channelKey(a.channel)
  const kb = channelKey(b.channel)
  return ka < kb ? -1 : ka > kb ? 1 : 0
}

/** The later of two sync versions, compared as decimal integers (exact beyond 2^53). */
export function laterVersion(a: SyncVersion, b: SyncVersion): SyncVersion {
  const x = String(a)
  const y = String(b)
  return y.length > x.length || (y.length === x.length && y > x) ? b : a
}
