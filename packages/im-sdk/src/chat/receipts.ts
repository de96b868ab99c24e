/**
 * Read receipts (chat-spec §4 "Read receipts", §7 "message read" callback): `markRead` queues
 * messages per channel, skipping those already read (flagged by the caller, queued, or reported
 * before); every 2000 ms the queue is handed to the callback. A failing callback is reported and
 * its messages stay queued for the next flush. Nothing here throws inside a timer.
 */

import { ImClientError, MissingCallbackError } from '../client-errors.js'
import type { Clock, TimerHandle } from '../clock.js'
import { copyDefinedFields } from '../copy-defined-fields.js'
import type { ReadReceiptItem } from '../events/types.js'
import type { Logger } from '../logger.js'
import type { ImCallbacks } from '../options.js'
import { createRecentIds } from './dedupe.js'
import { type Channel, channelKey } from './message.js'
import { assertChannel, toChannel } from './validate.js'

/** What markRead accepts: a received message, or just its ids; `readed: true` means already read. */
export interface ReadableMessage {
  readonly messageID: string
  readonly messageSeq: number
  readonly clientMsgNo?: string
  readonly readed?: boolean
}

export interface ReceiptsDeps {
  readonly clock: Clock
  readonly flushIntervalMs: number
  readonly callbacks: ImCallbacks
  readonly logger: Logger
  /** How many reported message ids are remembered to skip them later. */
  readonly memory: number
  readonly onFlushed: (channel: Channel, messages: readonly ReadReceiptItem[]) => void
  readonly onError: (error: ImClientError) => void
}

/** The read-receipt queue of one client (the receipts plugin builds it). */
export interface Receipts {
  markRead(channel: Channel, messages: readonly ReadableMessage[]): void
  /** Flushes now (also what the timer does); resolves when every callback settled. Never rejects. */
  flush(): Promise<void>
  destroy(): void
}

interface Queue {
  readonly channel: Channel
  readonly items: Map<string, ReadReceiptItem> // messageID -> item
  flushing: boolean
}

export function createReceipts(deps: ReceiptsDeps): Receipts {
  const { clock } = deps
  const queues = new Map<string, Queue>()
  const reported = createRecentIds(deps.memory)
  let timer: TimerHandle | undefined
  let destroyed = false

  function arm(): void {
    if (timer !== undefined || destroyed) return
    timer = clock.setInterval(() => {
      void flush()
    }, deps.flushIntervalMs)
  }

  function disarmIfIdle(): void {
    if (timer === undefined || queues.size > 0) return
    clock.clearInterval(timer)
    timer = undefined
  }

  async function flushQueue(key: string, queue: Queue): Promise<void> {
    const callback = deps.callbacks.messageRead
    if (callback === undefined || queue.flushing || queue.items.size === 0) return
    queue.flushing = true
    const batch = [...queue.items.values()]
    try {
      await callback(queue.channel, batch)
      for (const item of batch) {
        queue.items.delete(item.messageID)
        reported.seen(item.messageID)
      }
      if (!destroyed) deps.onFlushed(queue.channel, batch)
    } catch (cause) {
      // Reported, kept for the next flush (chat-spec §4 "Read receipts").
      deps.logger.warn('message read callback failed; will retry', { count: batch.length })
      if (!destroyed) {
        deps.onError(
          new ImClientError('RECEIPT_FLUSH_FAILED', 'the "messageRead" callback failed', { cause }),
        )
      }
    } finally {
      queue.flushing = false
      if (queue.items.size === 0 && queues.get(key) === queue) queues.delete(key)
      disarmIfIdle()
    }
  }

  async function flush(): Promise<void> {
    // flushQueue catches everything, so a timer tick can never throw or leave a rejected promise.
    await Promise.all([...queues].map(([key, queue]) => flushQueue(key, queue)))
  }

  return {
    markRead(channel, messages) {
      if (deps.callbacks.messageRead === undefined) throw new MissingCallbackError('messageRead')
      assertChannel(channel)
      if (!Array.isArray(messages)) throw new ImClientError('INVALID_CONTENT', 'messages must be an array')
      if (destroyed) return
      const key = channelKey(channel)
      for (const m of messages) {
        if (typeof m?.messageID !== 'string' || m.messageID === '' || !Number.isInteger(m.messageSeq)) {
          throw new ImClientError(
            'INVALID_CONTENT',
            'each message needs a messageID string and an integer messageSeq',
          )
        }
      }
      let queue = queues.get(key)
      for (const m of messages) {
        // chat-spec §4: messages already read are skipped.
        if (m.readed === true || reported.has(m.messageID) || queue?.items.has(m.messageID)) continue
        if (queue === undefined) {
          queue = { channel: toChannel(channel), items: new Map(), flushing: false }
          queues.set(key, queue)
        }
        queue.items.set(m.messageID, {
          messageID: m.messageID,
          messageSeq: m.messageSeq,
          ...copyDefinedFields(m, ['clientMsgNo']),
        })
      }
      if (queue !== undefined && queue.items.size > 0) arm()
    },
    flush,
    destroy() {
      destroyed = true
      if (timer !== undefined) clock.clearInterval(timer)
      timer = undefined
      queues.clear()
    },
  }
}
