/**
 * A new outgoing message (chat-spec §4 "Message send status": it starts as wait) and the checks of
 * what a caller may pass with it. Shared by the send pipeline and the data layer's upload sends.
 */

import { ImClientError } from '../client-errors.js'
import type { Clock } from '../clock.js'
import { copyDefinedFields } from '../copy-defined-fields.js'
import { paddedLength } from '../crypto/aes-cbc.js'
import { randomClientMsgNo } from '../crypto/index.js'
import { MAX_SEND_PAYLOAD_BYTES } from '../protocol/index.js'
import type { ContentCodec } from './content.js'
import { type Channel, type Message, type MessageContent, TOPIC_AND_STREAM_NO, toChannel } from './message.js'

export interface SendOptions {
  /** Setting bit 7: the server tracks read receipts for this message. */
  readonly receipt?: boolean
  readonly topic?: string
  /** A stream message (setting bit 2) with this stream number. */
  readonly streamNo?: string
  /** Seconds until the server drops the message; 0 = never (written when the server version >= 3). */
  readonly expire?: number
  readonly header?: { readonly noPersist?: boolean; readonly reddot?: boolean; readonly syncOnce?: boolean }
  /** Cancels the message while it still waits in the queue (no effect once written to the socket). */
  readonly signal?: AbortSignal
  /** Overrides constants.sendDeadlineMs for this message. */
  readonly deadlineMs?: number
  /** Overrides constants.sendWallDeadlineMs for this message (0 = none). */
  readonly wallDeadlineMs?: number
}

/**
 * A new outgoing message with status wait (chat-spec §4), as `send()` queues it and as the data
 * layer shows a message that waits for its upload.
 */
export function outgoingMessage(
  uid: string,
  clock: Clock,
  content: MessageContent,
  channel: Channel,
  clientSeq: number,
  options: SendOptions = {},
): Message {
  const header = options.header
  return {
    messageID: '',
    messageSeq: 0,
    clientMsgNo: randomClientMsgNo(),
    clientSeq,
    fromUID: uid,
    channel: toChannel(channel),
    timestamp: Math.floor(clock.now() / 1000),
    content,
    status: 'wait',
    // The reference client sets reddot on every message it sends.
    header: {
      noPersist: header?.noPersist ?? false,
      reddot: header?.reddot ?? true,
      syncOnce: header?.syncOnce ?? false,
      dup: false,
    },
    setting: {
      receipt: options.receipt ?? false,
      topic: options.topic !== undefined,
      stream: options.streamNo !== undefined,
    },
    ...copyDefinedFields(options, TOPIC_AND_STREAM_NO),
    expire: options.expire ?? 0,
  }
}

/** Throws INVALID_CONTENT for an option the wire format cannot carry. */
export function assertSendOptions(options: SendOptions | undefined): void {
  if (options === undefined) return
  const badString = (v: unknown): boolean => v !== undefined && (typeof v !== 'string' || v === '')
  if (badString(options.topic))
    throw new ImClientError('INVALID_CONTENT', 'options.topic must be a non-empty string')
  if (badString(options.streamNo))
    throw new ImClientError('INVALID_CONTENT', 'options.streamNo must be a non-empty string')
  const e = options.expire
  if (e !== undefined && !(Number.isInteger(e) && e >= 0 && e <= 0xffff_ffff)) {
    throw new ImClientError('INVALID_CONTENT', 'options.expire must be whole seconds from 0 to 2^32-1')
  }
  const d = options.deadlineMs
  if (d !== undefined && !(Number.isFinite(d) && d > 0)) {
    throw new ImClientError('INVALID_CONTENT', 'options.deadlineMs must be a positive number')
  }
  const w = options.wallDeadlineMs
  if (w !== undefined && !(Number.isFinite(w) && w >= 0)) {
    throw new ImClientError('INVALID_CONTENT', 'options.wallDeadlineMs must be a number >= 0')
  }
}

/** Size of base64(AES-CBC/PKCS#7(n bytes)): known before encrypting, so send() can refuse early. */
export function encryptedPayloadSize(plainBytes: number): number {
  return 4 * Math.ceil(paddedLength(plainBytes) / 3)
}

/**
 * The plain payload of a content; throws INVALID_CONTENT when the codec refuses it and
 * PAYLOAD_TOO_LARGE when its encrypted form would pass PROTOCOL.md's send payload limit.
 */
export function encodeSendPayload(codec: ContentCodec, content: MessageContent): Uint8Array {
  let plain: Uint8Array
  try {
    plain = codec.encode(content)
  } catch (cause) {
    throw new ImClientError('INVALID_CONTENT', 'content could not be encoded', { cause })
  }
  const size = encryptedPayloadSize(plain.length)
  if (size > MAX_SEND_PAYLOAD_BYTES) {
    throw new ImClientError(
      'PAYLOAD_TOO_LARGE',
      `encrypted payload would be ${size} bytes; servers accept at most ${MAX_SEND_PAYLOAD_BYTES}`,
    )
  }
  return plain
}
