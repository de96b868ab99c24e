/**
 * The send pipeline (chat-spec §4 "Message send status", §9 "Send timer"): `send()` returns the
 * message at once with status wait; packets go out at most 5 per 100 ms, in clientSeq order; while not connected they wait and go out right after the next successful
 * connect-ack. A send-ack settles the message (normal / fail with the reason code).
 *
 * Beyond the spec: a per-message deadline of connected time, AbortSignal cancellation of a message
 * not yet written, and resend of a failed message with the same clientMsgNo. A message written but
 * not acknowledged when the connection drops is written again after the reconnect with the dup flag
 * and the same clientMsgNo, so the server can drop the copy if the first one got through.
 */

import { ImClientError } from '../client-errors.js'
import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'
import { errorCode } from '../coded-error.js'
import type { ImConstants } from '../constants.js'
import { randomClientMsgNo } from '../crypto/index.js'
import type { Logger } from '../logger.js'
import { MAX_SEND_PAYLOAD_BYTES, PacketType, type SendackPacket, type SendPacket } from '../protocol/index.js'
import type { ContentCodec } from './content.js'
import type { ChatLink } from './link.js'
import {
  type Channel,
  type Message,
  type MessageContent,
  type SendFailReason,
  setFields,
  TOPIC_AND_STREAM_NO,
  toChannel,
} from './message.js'
import { assertChannel, assertContent } from './validate.js'

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
}

export interface SendPipeline {
  send(content: MessageContent, channel: Channel, options?: SendOptions): Message
  resend(message: Message, options?: Pick<SendOptions, 'signal' | 'deadlineMs'>): Message
  /**
   * A resend that goes out ahead of every message not yet written (after earlier replays): the
   * stored outbox of an earlier page load keeps its place before anything sent since.
   */
  replay(message: Message): Message
  /** Writes nothing until every returned release has been called (queued messages keep their order). */
  hold(): () => void
  onSendack(packet: SendackPacket): void
  /** After a successful connect-ack: resume deadlines and flush in clientSeq order. */
  resume(): void
  /** The connection went away: queue everything unacknowledged again and pause deadlines. */
  suspend(): void
  /** Messages not yet acknowledged, in clientSeq order. */
  pending(): Message[]
  destroy(): void
}

export interface SendPipelineDeps {
  readonly uid: string
  readonly clock: Clock
  readonly constants: Readonly<ImConstants>
  readonly link: ChatLink
  readonly logger: Logger
  readonly content: ContentCodec
  readonly onOutgoing: (message: Message) => void
  readonly onStatus: (message: Message) => void
}

interface Entry {
  message: Message
  /** Queue position: clientSeq, shifted below every plain send for a replay. */
  readonly rank: number
  readonly plain: Uint8Array
  readonly deadlineMs: number
  /** Written to a socket at least once: the next write carries the dup flag; abort no longer applies. */
  written: boolean
  /** Absolute deadline while connected. */
  deadlineAt: number
  /** Deadline budget left while not connected. */
  remainingMs: number
  detachAbort: (() => void) | undefined
}

const AES_BLOCK = 16
/** Ranks a replay below every send (clientSeq never gets near 2^50). */
const REPLAY_RANK_SHIFT = 2 ** 50

/** Size of base64(AES-CBC/PKCS#7(n bytes)): known before encrypting, so send() can refuse early. */
export function encryptedPayloadSize(plainBytes: number): number {
  const cipherBytes = (Math.floor(plainBytes / AES_BLOCK) + 1) * AES_BLOCK
  return 4 * Math.ceil(cipherBytes / 3)
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
    ...setFields(options, TOPIC_AND_STREAM_NO),
    expire: options.expire ?? 0,
  }
}

export function createSendPipeline(deps: SendPipelineDeps): SendPipeline {
  const { clock, constants, link, logger } = deps
  const entries = new Map<number, Entry>() // clientSeq -> entry; insertion order is clientSeq order
  const byClientMsgNo = new Map<string, number>()
  let queue: number[] = []
  let clientSeq = 0
  let active = false
  let windowStart = -Infinity
  let windowCount = 0
  let tickTimer: TimerHandle | undefined
  let deadlineTimer: TimerHandle | undefined
  let deadlineArmedFor = Infinity
  let holds = 0

  function settle(entry: Entry, patch: Partial<Message>): void {
    entries.delete(entry.message.clientSeq)
    byClientMsgNo.delete(entry.message.clientMsgNo)
    entry.detachAbort?.()
    entry.detachAbort = undefined
    entry.message = { ...entry.message, ...patch }
    deps.onStatus(entry.message)
  }

  function fail(entry: Entry, failReason: SendFailReason, reasonCode?: number): void {
    const index = queue.indexOf(entry.message.clientSeq)
    if (index >= 0) queue.splice(index, 1)
    settle(entry, { status: 'fail', failReason, ...(reasonCode === undefined ? {} : { reasonCode }) })
  }

  function schedule(): void {
    if (!active || holds > 0 || queue.length === 0 || tickTimer !== undefined) return
    // chat-spec §9: at most sendBatchSize packets per sendIntervalMs. The timer runs as a window
    // rather than a free-running interval: a packet that fits the current window goes out at once
    // (the 0 ms timer still gathers the sends of one synchronous burst); a full window waits for the
    // next one. Same throughput ceiling as the reference's 100 ms tick, without its up-to-100 ms delay.
    const now = clock.now()
    const windowOpen = now - windowStart < constants.sendIntervalMs
    const delay =
      windowOpen && windowCount >= constants.sendBatchSize ? windowStart + constants.sendIntervalMs - now : 0
    tickTimer = clock.setTimeout(tick, delay)
  }

  function tick(): void {
    tickTimer = undefined
    const now = clock.now()
    if (now - windowStart >= constants.sendIntervalMs) {
      windowStart = now
      windowCount = 0
    }
    while (windowCount < constants.sendBatchSize && queue.length > 0 && active && holds === 0) {
      const seq = queue[0]!
      const entry = entries.get(seq)
      if (entry === undefined) {
        queue.shift()
        continue
      }
      const written = write(entry)
      if (written === 'notConnected') break
      queue.shift()
      if (written === 'ok') windowCount += 1
    }
    schedule()
  }

  function write(entry: Entry): 'ok' | 'notConnected' | 'failed' {
    const session = link.session
    if (session === undefined) return 'notConnected'
    const m = entry.message
    let packet: SendPacket
    try {
      const payload = session.cipher.encrypt(entry.plain)
      packet = {
        type: PacketType.Send,
        header: { ...m.header, dup: entry.written },
        setting: m.setting,
        clientSeq: m.clientSeq,
        clientMsgNo: m.clientMsgNo,
        ...setFields(m, TOPIC_AND_STREAM_NO),
        channelID: m.channel.channelID,
        channelType: m.channel.channelType,
        expire: m.expire,
        msgKey: session.cipher.sendMsgKey({
          clientSeq: m.clientSeq,
          clientMsgNo: m.clientMsgNo,
          channelID: m.channel.channelID,
          channelType: m.channel.channelType,
          payload,
        }),
        payload,
      }
      if (!link.write(packet)) return 'notConnected'
    } catch (error) {
      logger.warn('send packet could not be encoded', { code: errorCode(error) })
      fail(entry, 'encode')
      return 'failed'
    }
    entry.written = true
    return 'ok'
  }

  function armDeadline(): void {
    deadlineTimer = cancelTimeout(clock, deadlineTimer)
    deadlineArmedFor = Infinity
    if (!active || entries.size === 0) return
    let earliest = Infinity
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.deadlineAt)
    deadlineArmedFor = earliest
    deadlineTimer = clock.setTimeout(onDeadline, Math.max(0, earliest - clock.now()))
  }

  function onDeadline(): void {
    deadlineTimer = undefined
    deadlineArmedFor = Infinity
    const now = clock.now()
    for (const entry of [...entries.values()]) {
      if (entry.deadlineAt <= now) {
        logger.info('message timed out', { clientSeq: entry.message.clientSeq })
        fail(entry, 'timeout')
      }
    }
    armDeadline()
  }

  /** Keeps the queue in rank order; a send (the highest rank so far) lands at the end. */
  function insertQueued(entry: Entry): void {
    let at = queue.length
    while (at > 0 && (entries.get(queue[at - 1]!)?.rank ?? -Infinity) > entry.rank) at -= 1
    queue.splice(at, 0, entry.message.clientSeq)
  }

  function enqueue(
    message: Message,
    plain: Uint8Array,
    options: SendOptions | undefined,
    rank = message.clientSeq,
  ): Message {
    const deadlineMs = options?.deadlineMs ?? constants.sendDeadlineMs
    const entry: Entry = {
      message,
      rank,
      plain,
      deadlineMs,
      written: false,
      deadlineAt: clock.now() + deadlineMs,
      remainingMs: deadlineMs,
      detachAbort: undefined,
    }
    const signal = options?.signal
    if (signal?.aborted === true) {
      entry.message = { ...message, status: 'fail', failReason: 'aborted' }
      deps.onOutgoing(entry.message)
      return entry.message
    }
    entries.set(message.clientSeq, entry)
    byClientMsgNo.set(message.clientMsgNo, message.clientSeq)
    insertQueued(entry)
    if (signal !== undefined) {
      const onAbort = (): void => {
        // Once on the wire the server may already have it: abort only cancels a waiting message.
        if (entry.written || !entries.has(message.clientSeq)) return
        fail(entry, 'aborted')
      }
      signal.addEventListener('abort', onAbort, { once: true })
      entry.detachAbort = () => signal.removeEventListener('abort', onAbort)
    }
    deps.onOutgoing(message)
    if (active && entry.deadlineAt < deadlineArmedFor) armDeadline()
    schedule()
    return message
  }

  function encode(content: MessageContent): Uint8Array {
    let plain: Uint8Array
    try {
      plain = deps.content.encode(content)
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

  function assertSendOptions(options: SendOptions | undefined): void {
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
  }

  function requeue(
    message: Message,
    options: Pick<SendOptions, 'signal' | 'deadlineMs'> | undefined,
    replay: boolean,
  ): Message {
    if (message?.status !== 'fail') {
      throw new ImClientError('NOT_RESENDABLE', 'only a failed message can be resent')
    }
    if (byClientMsgNo.has(message.clientMsgNo)) {
      throw new ImClientError('NOT_RESENDABLE', 'this message is already waiting to be sent')
    }
    assertSendOptions(options)
    const plain = encode(message.content)
    clientSeq += 1
    const { failReason: _f, reasonCode: _r, ...rest } = message
    const next: Message = { ...rest, clientSeq, status: 'wait', messageID: '', messageSeq: 0 }
    return enqueue(next, plain, options, replay ? clientSeq - REPLAY_RANK_SHIFT : clientSeq)
  }

  return {
    send(content, channel, options) {
      assertChannel(channel)
      assertContent(content)
      assertSendOptions(options)
      const plain = encode(content)
      clientSeq += 1
      return enqueue(outgoingMessage(deps.uid, clock, content, channel, clientSeq, options), plain, options)
    },
    resend(message, options) {
      return requeue(message, options, false)
    },
    replay(message) {
      return requeue(message, undefined, true)
    },
    hold() {
      holds += 1
      let released = false
      return () => {
        if (released) return
        released = true
        holds -= 1
        schedule()
      }
    },
    onSendack(packet) {
      const entry = entries.get(packet.clientSeq)
      if (entry === undefined) {
        logger.debug('send-ack for no pending message', { clientSeq: packet.clientSeq })
        return
      }
      const index = queue.indexOf(packet.clientSeq)
      if (index >= 0) queue.splice(index, 1)
      if (packet.reasonCode === 1) {
        settle(entry, {
          status: 'normal',
          messageID: packet.messageID,
          messageSeq: packet.messageSeq,
          reasonCode: 1,
        })
      } else {
        fail(entry, 'rejected', packet.reasonCode)
      }
    },
    resume() {
      active = true
      const now = clock.now()
      for (const entry of entries.values()) entry.deadlineAt = now + entry.remainingMs
      armDeadline()
      // chat-spec §4: flush right after the connect-ack, in clientSeq order.
      windowStart = -Infinity
      schedule()
    },
    suspend() {
      if (!active) return
      active = false
      const now = clock.now()
      tickTimer = cancelTimeout(clock, tickTimer)
      deadlineTimer = cancelTimeout(clock, deadlineTimer)
      deadlineArmedFor = Infinity
      for (const entry of entries.values()) entry.remainingMs = Math.max(0, entry.deadlineAt - now)
      // Everything not acknowledged goes out again in rank order: replays first, then clientSeq order.
      queue = [...entries.values()].sort((a, b) => a.rank - b.rank).map((entry) => entry.message.clientSeq)
    },
    pending() {
      return [...entries.values()].map((entry) => entry.message)
    },
    destroy() {
      active = false
      tickTimer = cancelTimeout(clock, tickTimer)
      deadlineTimer = cancelTimeout(clock, deadlineTimer)
      for (const entry of entries.values()) entry.detachAbort?.()
      entries.clear()
      byClientMsgNo.clear()
      queue = []
    },
  }
}
