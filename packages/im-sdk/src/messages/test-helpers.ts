/** Builders shared by the data layer's unit tests (not exported from the package). */

import type { Channel } from '../chat/message.js'
import { type ChatMessage, EMPTY_REMOTE_EXTRA } from './model.js'

export const CHANNEL: Channel = { channelID: 'shop-1', channelType: 7 }

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const seq = overrides.messageSeq ?? 1
  return {
    messageID: `id-${seq}`,
    messageSeq: seq,
    clientMsgNo: `no-${seq}`,
    clientSeq: 0,
    fromUID: 'peer',
    channel: CHANNEL,
    timestamp: 1_700_000_000 + seq,
    content: { type: 1, content: `m${seq}` },
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
