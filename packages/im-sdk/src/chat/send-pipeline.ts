/**
 * The send pipeline (chat-spec §4 "Message send status", §9 "Send timer"): `send()` returns the
 * message at once with status wait; packets go out at most 5 per 100 ms, in clientSeq order; while
 * not connected they wait and go out right after the next successful connect-ack. A send-ack
 * settles the message (normal / fail with the reason code).
 *
 * Beyond the spec: a per-message deadline of connected time, AbortSignal cancellation of a message
 * not yet written, and resend of a failed message with the same clientMsgNo. A message written but
 * not acknowledged when the connection drops is written again after the reconnect with the dup flag
 * and the same clientMsgNo, so the server can drop the copy if the first one got through.
 *
 * The jobs live beside it: the queue and its acks (send-queue.ts), when packets may go out
 * (send-window.ts), deadlines (send-deadlines.ts), the packet (send-packet.ts) and the new message
 * and its checks (outgoing-message.ts).
 */

import type { Clock } from '../clock.js'
import type { ImConstants } from '../constants.js'
import type { Logger } from '../logger.js'
import type { SendackPacket } from '../protocol/index.js'
import type { ContentCodec } from './content.js'
import type { ChatLink } from './link.js'
import type { Channel, Message, MessageContent } from './message.js'
import {
  assertSendOptions,
  encodeSendPayload,
  outgoingMessage,
  type SendOptions,
} from './outgoing-message.js'
import { createSendDeadlines } from './send-deadlines.js'
import { writeNext } from './send-packet.js'
import { assertResendable, createSendQueue, waitingAgain } from './send-queue.js'
import { createSendWindow } from './send-window.js'
import { assertChannel, assertContent } from './validate.js'

export interface SendPipeline {
  send(content: MessageContent, channel: Channel, options?: SendOptions): Message
  resend(message: Message, options?: Pick<SendOptions, 'signal' | 'deadlineMs' | 'wallDeadlineMs'>): Message
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
  /** Settles a waiting message with a result reached elsewhere (another tab's socket). */
  settleWith(result: Message): boolean
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

/** Ranks a replay below every send (clientSeq never gets near 2^50). */
const REPLAY_RANK_SHIFT = 2 ** 50

export function createSendPipeline(deps: SendPipelineDeps): SendPipeline {
  const { clock, constants, link, logger } = deps
  const queue = createSendQueue(logger, deps.onStatus)
  const deadlines = createSendDeadlines({
    clock,
    items: () => queue.pending(),
    onExpire: (entry, reason) => queue.timeOut(entry, reason),
  })
  const window = createSendWindow({
    clock,
    intervalMs: constants.sendIntervalMs,
    batchSize: constants.sendBatchSize,
    hasQueued: () => queue.waiting > 0,
    writeNext: () => writeNext(queue, link, logger),
  })
  let clientSeq = 0

  function enqueue(
    message: Message,
    plain: Uint8Array,
    options: SendOptions | undefined,
    rank: number,
  ): Message {
    if (options?.signal?.aborted === true) {
      const aborted: Message = { ...message, status: 'fail', failReason: 'aborted' }
      deps.onOutgoing(aborted)
      return aborted
    }
    const entry = queue.add(message, plain, rank, options?.signal)
    deps.onOutgoing(message)
    deadlines.start(
      entry,
      options?.deadlineMs ?? constants.sendDeadlineMs,
      options?.wallDeadlineMs ?? constants.sendWallDeadlineMs,
    )
    window.schedule()
    return message
  }

  function requeue(
    message: Message,
    options: Pick<SendOptions, 'signal' | 'deadlineMs' | 'wallDeadlineMs'> | undefined,
    replay: boolean,
  ) {
    assertResendable(message, queue)
    assertSendOptions(options)
    const plain = encodeSendPayload(deps.content, message.content)
    clientSeq += 1
    const rank = replay ? clientSeq - REPLAY_RANK_SHIFT : clientSeq
    return enqueue(waitingAgain(message, clientSeq), plain, options, rank)
  }

  return {
    send(content, channel, options) {
      assertChannel(channel)
      assertContent(content)
      assertSendOptions(options)
      const plain = encodeSendPayload(deps.content, content)
      clientSeq += 1
      const message = outgoingMessage(deps.uid, clock, content, channel, clientSeq, options)
      return enqueue(message, plain, options, clientSeq)
    },
    resend: (message, options) => requeue(message, options, false),
    replay: (message) => requeue(message, undefined, true),
    hold: () => window.hold(),
    onSendack: (packet) => queue.acknowledge(packet),
    resume() {
      deadlines.resume()
      // chat-spec §4: flush right after the connect-ack, in clientSeq order.
      window.resume()
    },
    suspend() {
      if (!window.active) return
      window.suspend()
      deadlines.pause()
      // Everything not acknowledged goes out again in rank order: replays first, then clientSeq order.
      queue.requeueAll()
    },
    pending: () => queue.pending().map((entry) => entry.message),
    settleWith: (result) => queue.settleWith(result),
    destroy() {
      window.suspend()
      deadlines.stop()
      queue.clear()
    },
  }
}
