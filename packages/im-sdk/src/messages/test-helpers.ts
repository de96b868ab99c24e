/** Builders shared by the data layer's unit tests (not exported from the package). */

import type { Channel } from '../chat/message.js'
import { type ChatMessage, EMPTY_REMOTE_EXTRA, type MessageInput } from './model.js'

export const CHANNEL: Channel = { channelID: 'shop-1', channelType: 7 }

/** The fields a received message and its sync-callback input share: seq `seq` in CHANNEL from a peer. */
const received = (seq: number) => ({
  messageID: `id-${seq}`,
  messageSeq: seq,
  clientMsgNo: `no-${seq}`,
  fromUID: 'peer',
  channel: CHANNEL,
  timestamp: 1_700_000_000 + seq,
  content: { type: 1, content: `m${seq}` },
})

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    ...received(overrides.messageSeq ?? 1),
    clientSeq: 0,
    status: 'normal',
    header: { noPersist: false, reddot: true, syncOnce: false, dup: false },
    setting: { receipt: false, topic: false, stream: false },
    expire: 0,
    voicePlaying: false,
    voiceReaded: false,
    isDeleted: false,
    remoteExtra: EMPTY_REMOTE_EXTRA,
    ...overrides,
  }
}

/** A message as a sync callback returns it. */
export function messageInput(seq: number, overrides: Partial<MessageInput> = {}): MessageInput {
  return { ...received(seq), ...overrides }
}

/** A promise with its resolve function exposed. */
export function deferred<T>(): {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
} {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
