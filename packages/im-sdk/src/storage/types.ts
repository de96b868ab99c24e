/**
 * What the data layer keeps across page reloads (README "Storage in the browser"): the outbox of messages not yet
 * acknowledged, and the recent messages of each channel. Async so a browser can use IndexedDB.
 */

import type { Channel, Message, MessageContent } from '../chat/message.js'
import type { ChatMessage } from '../messages/model.js'

/** An unsent message, with everything needed to send it again after a reload. */
export interface OutboxEntry {
  readonly clientMsgNo: string
  readonly channel: Channel
  readonly content: MessageContent
  readonly fromUID: string
  /** Seconds (the message's timestamp). */
  readonly timestamp: number
  /** Milliseconds when it was first queued (strictly increasing): the outbox is replayed in this order. */
  readonly queuedAt: number
  readonly header: Message['header']
  readonly setting: Message['setting']
  readonly topic?: string
  readonly streamNo?: string
  readonly expire: number
}

export interface ImStorage {
  putOutbox(entry: OutboxEntry): Promise<void>
  deleteOutbox(clientMsgNo: string): Promise<void>
  /** Oldest first (queuedAt, then clientMsgNo). */
  listOutbox(): Promise<OutboxEntry[]>
  /** Replaces the cached recent messages of the channel with this key (`channelKey`). */
  putRecentMessages(channelKey: string, messages: readonly ChatMessage[]): Promise<void>
  recentMessages(channelKey: string): Promise<ChatMessage[]>
  clear(): Promise<void>
  close(): void
}

export function compareOutbox(a: OutboxEntry, b: OutboxEntry): number {
  if (a.queuedAt !== b.queuedAt) return a.queuedAt - b.queuedAt
  return a.clientMsgNo < b.clientMsgNo ? -1 : a.clientMsgNo > b.clientMsgNo ? 1 : 0
}
