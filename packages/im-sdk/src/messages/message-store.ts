/**
 * Recent messages per channel, in memory (the data layer's single copy that extras, revokes, edits
 * and status changes update). Messages are matched by clientMsgNo or messageID, kept in messageSeq
 * order (unsent ones, seq 0, after the sent ones in clientSeq order) and bounded per channel so a
 * long session does not grow without end.
 */

import { type Channel, channelKey, toChannel } from '../chat/message.js'
import type { ChatMessage } from './model.js'

/** Beyond the spec: recent messages kept per channel (and cached in storage). */
export const DEFAULT_RECENT_MESSAGES_PER_CHANNEL = 200

export interface MessageStore {
  /** Adds or replaces (same clientMsgNo or messageID); returns whether it was new. */
  upsert(message: ChatMessage): 'add' | 'update'
  /** Applies `patch` to the stored message with this messageID; returns the new message or undefined. */
  update(
    channel: Channel,
    messageID: string,
    patch: (message: ChatMessage) => ChatMessage,
  ): ChatMessage | undefined
  /** The stored messages of a channel, oldest first. */
  list(channel: Channel): readonly ChatMessage[]
  find(
    channel: Channel,
    id: { readonly messageID?: string; readonly clientMsgNo?: string },
  ): ChatMessage | undefined
  /** Replaces a channel's messages (e.g. loaded from storage); existing ones with the same ids win. */
  load(channel: Channel, messages: readonly ChatMessage[]): void
  remove(channel: Channel, clientMsgNo: string): boolean
  channels(): Channel[]
  clear(): void
}

function order(a: ChatMessage, b: ChatMessage): number {
  const sa = a.messageSeq > 0 ? a.messageSeq : Infinity
  const sb = b.messageSeq > 0 ? b.messageSeq : Infinity
  if (sa !== sb) return sa - sb
  if (a.timestamp !== b.timestamp) return a.timestamp - b.timestamp
  return a.clientSeq - b.clientSeq
}

/** The same message: equal clientMsgNo or equal messageID (empty ones never match). */
export const sameMessage = (a: ChatMessage, b: ChatMessage): boolean =>
  (a.clientMsgNo !== '' && a.clientMsgNo === b.clientMsgNo) ||
  (a.messageID !== '' && a.messageID === b.messageID)

export function createMessageStore(options?: { readonly perChannel?: number }): MessageStore {
  const perChannel = options?.perChannel ?? DEFAULT_RECENT_MESSAGES_PER_CHANNEL
  const byChannel = new Map<string, { channel: Channel; messages: ChatMessage[] }>()

  function bucket(channel: Channel): { channel: Channel; messages: ChatMessage[] } {
    const key = channelKey(channel)
    let entry = byChannel.get(key)
    if (entry === undefined) {
      entry = { channel: toChannel(channel), messages: [] }
      byChannel.set(key, entry)
    }
    return entry
  }

  function insert(list: ChatMessage[], message: ChatMessage): void {
    // Usually the newest: scan from the end.
    let index = list.length
    while (index > 0 && order(list[index - 1]!, message) > 0) index -= 1
    list.splice(index, 0, message)
    if (list.length > perChannel) list.splice(0, list.length - perChannel)
  }

  return {
    upsert(message) {
      const list = bucket(message.channel).messages
      const index = list.findIndex((m) => sameMessage(m, message))
      if (index >= 0) {
        list.splice(index, 1)
        insert(list, message)
        return 'update'
      }
      insert(list, message)
      return 'add'
    },
    update(channel, messageID, patch) {
      const list = byChannel.get(channelKey(channel))?.messages
      const index = list?.findIndex((m) => m.messageID === messageID) ?? -1
      if (list === undefined || index < 0) return undefined
      const next = patch(list[index]!)
      list[index] = next
      return next
    },
    list: (channel) => [...(byChannel.get(channelKey(channel))?.messages ?? [])],
    find(channel, id) {
      return byChannel
        .get(channelKey(channel))
        ?.messages.find(
          (m) =>
            (id.messageID !== undefined && id.messageID !== '' && m.messageID === id.messageID) ||
            (id.clientMsgNo !== undefined && id.clientMsgNo !== '' && m.clientMsgNo === id.clientMsgNo),
        )
    },
    load(channel, messages) {
      const list = bucket(channel).messages
      for (const message of messages) if (!list.some((m) => sameMessage(m, message))) insert(list, message)
    },
    remove(channel, clientMsgNo) {
      const list = byChannel.get(channelKey(channel))?.messages
      const index = list?.findIndex((m) => m.clientMsgNo === clientMsgNo) ?? -1
      if (list === undefined || index < 0) return false
      list.splice(index, 1)
      return true
    },
    channels: () => [...byChannel.values()].map((entry) => entry.channel),
    clear() {
      byChannel.clear()
    },
  }
}
