/**
 * The unacknowledged outgoing messages (chat-spec §4 "Message send status": wait until the send-ack
 * settles them as normal or fail) and the order they are written in: clientSeq order, with replays
 * of an earlier page load's outbox ranked ahead of every plain send.
 */

import { ImClientError } from '../client-errors.js'
import type { Logger } from '../logger.js'
import { REASON_SUCCESS } from '../protocol/constants.js'
import type { SendackPacket } from '../protocol/index.js'
import type { Message, SendFailReason } from './message.js'
import type { Deadline } from './send-deadlines.js'

export interface QueuedSend extends Deadline {
  message: Message
  /** Queue position: clientSeq, shifted below every plain send for a replay. */
  readonly rank: number
  readonly plain: Uint8Array
  /** Written to a socket at least once: the next write carries the dup flag; abort no longer applies. */
  written: boolean
  detachAbort: (() => void) | undefined
}

export interface SendQueue {
  /** Adds a message waiting to be written; the signal cancels it until it is written. */
  add(message: Message, plain: Uint8Array, rank: number, signal: AbortSignal | undefined): QueuedSend
  /** The next message to write, if any waits. */
  next(): QueuedSend | undefined
  /** The next message went out: it now waits for its send-ack. */
  written(entry: QueuedSend): void
  fail(entry: QueuedSend, failReason: SendFailReason, reasonCode?: number): void
  /** One of its deadlines passed (send-deadlines.ts): fails with reason timeout or deadline. */
  timeOut(entry: QueuedSend, reason: Extract<SendFailReason, 'timeout' | 'deadline'>): void
  /** chat-spec §4: a send-ack settles its message (reason code 1 = normal, any other = fail). */
  acknowledge(packet: SendackPacket): void
  /** Waiting for the send-ack: a message with this clientMsgNo. */
  has(clientMsgNo: string): boolean
  /** Settles the waiting message with this clientMsgNo with a result reached elsewhere (another tab's socket). */
  settleWith(result: Message): boolean
  /** Messages waiting to be written. */
  readonly waiting: number
  /** The connection went away: everything unacknowledged is written again, replays first. */
  requeueAll(): void
  /** Every unacknowledged message, in clientSeq order. */
  pending(): QueuedSend[]
  clear(): void
}

export function createSendQueue(logger: Logger, onSettled: (message: Message) => void): SendQueue {
  const entries = new Map<number, QueuedSend>() // clientSeq -> entry; insertion order is clientSeq order
  const byClientMsgNo = new Map<string, number>()
  let order: number[] = []

  function settle(entry: QueuedSend, patch: Partial<Message>): void {
    const index = order.indexOf(entry.message.clientSeq)
    if (index >= 0) order.splice(index, 1)
    entries.delete(entry.message.clientSeq)
    byClientMsgNo.delete(entry.message.clientMsgNo)
    entry.detachAbort?.()
    entry.detachAbort = undefined
    entry.message = { ...entry.message, ...patch }
    onSettled(entry.message)
  }

  const fail: SendQueue['fail'] = (entry, failReason, reasonCode) =>
    settle(entry, { status: 'fail', failReason, ...(reasonCode === undefined ? {} : { reasonCode }) })

  return {
    add(message, plain, rank, signal) {
      const entry: QueuedSend = {
        message,
        rank,
        plain,
        written: false,
        deadlineAt: 0,
        remainingMs: 0,
        wallAt: Infinity,
        detachAbort: undefined,
      }
      entries.set(message.clientSeq, entry)
      byClientMsgNo.set(message.clientMsgNo, message.clientSeq)
      // A send (the highest rank so far) lands at the end; a replay before every plain send.
      let at = order.length
      while (at > 0 && (entries.get(order[at - 1]!)?.rank ?? -Infinity) > rank) at -= 1
      order.splice(at, 0, message.clientSeq)
      if (signal !== undefined) {
        const onAbort = (): void => {
          // Once on the wire the server may already have it: abort only cancels a waiting message.
          if (entry.written || !entries.has(message.clientSeq)) return
          fail(entry, 'aborted')
        }
        signal.addEventListener('abort', onAbort, { once: true })
        entry.detachAbort = () => signal.removeEventListener('abort', onAbort)
      }
      return entry
    },
    next: () => (order.length > 0 ? entries.get(order[0]!) : undefined),
    written(entry) {
      order.shift()
      entry.written = true
    },
    fail,
    timeOut(entry, reason) {
      logger.info('message timed out', { clientSeq: entry.message.clientSeq, reason })
      fail(entry, reason)
    },
    acknowledge(packet) {
      const entry = entries.get(packet.clientSeq)
      if (entry === undefined) {
        logger.debug('send-ack for no pending message', { clientSeq: packet.clientSeq })
        return
      }
      if (packet.reasonCode !== REASON_SUCCESS) return fail(entry, 'rejected', packet.reasonCode)
      settle(entry, {
        status: 'normal',
        messageID: packet.messageID,
        messageSeq: packet.messageSeq,
        reasonCode: REASON_SUCCESS,
      })
    },
    has: (clientMsgNo) => byClientMsgNo.has(clientMsgNo),
    settleWith(result) {
      const entry = entries.get(byClientMsgNo.get(result.clientMsgNo) ?? -1)
      if (entry === undefined || result.status === 'wait') return false
      const { clientSeq: _own, ...fields } = result
      settle(entry, fields)
      return true
    },
    get waiting() {
      return order.length
    },
    requeueAll() {
      order = [...entries.values()].sort((a, b) => a.rank - b.rank).map((entry) => entry.message.clientSeq)
    },
    pending: () => [...entries.values()],
    clear() {
      for (const entry of entries.values()) entry.detachAbort?.()
      entries.clear()
      byClientMsgNo.clear()
      order = []
    },
  }
}

/** Only a failed message that is not already queued again can be resent. */
export function assertResendable(message: Message, queue: Pick<SendQueue, 'has'>): void {
  if (message?.status !== 'fail')
    throw new ImClientError('NOT_RESENDABLE', 'only a failed message can be resent')
  if (queue.has(message.clientMsgNo))
    throw new ImClientError('NOT_RESENDABLE', 'this message is already waiting to be sent')
}

/** A failed message waiting again under a new clientSeq, with its clientMsgNo (the server drops a copy by it). */
export function waitingAgain(message: Message, clientSeq: number): Message {
  const { failReason: _f, reasonCode: _r, ...rest } = message
  return { ...rest, clientSeq, status: 'wait', messageID: '', messageSeq: 0 }
}
