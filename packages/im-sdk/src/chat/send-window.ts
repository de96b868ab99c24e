/**
 * When queued sends go out (chat-spec §9 "Send timer": at most sendBatchSize packets per
 * sendIntervalMs): only while connected (between resume() and suspend()) and while nobody holds the
 * queue. The timer runs as a window rather than a free-running interval: a packet that fits the
 * current window goes out at once (the 0 ms timer still gathers the sends of one synchronous burst);
 * a full window waits for the next one. Same throughput ceiling as the reference's 100 ms tick,
 * without its up-to-100 ms delay.
 */

import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'

/** What writing the first queued message did: `empty` = nothing queued. */
export type WriteResult = 'ok' | 'notConnected' | 'failed' | 'empty'

export interface SendWindowOptions {
  readonly clock: Clock
  readonly intervalMs: number
  readonly batchSize: number
  /** Something waits to be written. */
  readonly hasQueued: () => boolean
  /** Writes the first queued message; only `ok` counts against the window. */
  readonly writeNext: () => WriteResult
}

export interface SendWindow {
  /** Writes what fits now, or arms the timer for the next window. */
  schedule(): void
  /** Connected: a fresh window, then flush (chat-spec §4: right after the connect-ack). */
  resume(): void
  /** Not connected: nothing is written until resume(). */
  suspend(): void
  readonly active: boolean
  /** Writes nothing until every returned release has been called. */
  hold(): () => void
}

export function createSendWindow(options: SendWindowOptions): SendWindow {
  const { clock, intervalMs, batchSize } = options
  let active = false
  let holds = 0
  let windowStart = -Infinity
  let windowCount = 0
  let timer: TimerHandle | undefined

  const canWrite = (): boolean => active && holds === 0 && options.hasQueued()

  function schedule(): void {
    if (!canWrite() || timer !== undefined) return
    const now = clock.now()
    const full = now - windowStart < intervalMs && windowCount >= batchSize
    timer = clock.setTimeout(tick, full ? windowStart + intervalMs - now : 0)
  }

  function tick(): void {
    timer = undefined
    const now = clock.now()
    if (now - windowStart >= intervalMs) {
      windowStart = now
      windowCount = 0
    }
    while (windowCount < batchSize && canWrite()) {
      const written = options.writeNext()
      if (written === 'notConnected' || written === 'empty') break
      if (written === 'ok') windowCount += 1
    }
    schedule()
  }

  return {
    schedule,
    resume() {
      active = true
      windowStart = -Infinity
      schedule()
    },
    suspend() {
      active = false
      timer = cancelTimeout(clock, timer)
    },
    get active() {
      return active
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
  }
}
