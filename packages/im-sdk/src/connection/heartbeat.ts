/**
 * Heartbeat (chat-spec §4): a ping every heartbeatIntervalMs; a pong resets the retry count and
 * reports the round trip as the delay; when more than pingMaxRetryCount pings go unanswered the
 * connection is declared dead.
 *
 * The spec lists a pong response timeout (3000 ms) without saying what it does; the reference
 * client defines it and never uses it, so a dead socket took 4 heartbeat intervals (4 minutes) to
 * notice. Here an unanswered ping is retried when its pong is pongTimeoutMs late, so the 4
 * unanswered pings take 4 x 3000 ms after the first silent heartbeat.
 */

import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'

export interface HeartbeatOptions {
  readonly clock: Clock
  readonly intervalMs: number
  readonly pongTimeoutMs: number
  readonly maxRetryCount: number
  readonly sendPing: () => void
  /** Round trip of the last ping, in ms. */
  readonly onDelay: (ms: number) => void
  /** More than maxRetryCount pings are unanswered. The heartbeat has stopped itself. */
  readonly onTimeout: () => void
}

export interface Heartbeat {
  /** Resets the retry count and starts the interval (restarts it when running). */
  start(): void
  stop(): void
  onPong(): void
  /** Pings sent since the last pong. */
  readonly retryCount: number
  readonly running: boolean
}

export function createHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { clock } = options
  let interval: TimerHandle | undefined
  let pongTimer: TimerHandle | undefined
  let retryCount = 0
  let lastPingAt = 0

  const clearPongTimer = (): void => {
    pongTimer = cancelTimeout(clock, pongTimer)
  }

  const stop = (): void => {
    if (interval !== undefined) clock.clearInterval(interval)
    interval = undefined
    clearPongTimer()
  }

  const ping = (): void => {
    retryCount += 1
    lastPingAt = clock.now()
    pongTimer = clock.setTimeout(onPongLate, options.pongTimeoutMs)
    options.sendPing()
  }

  function onPongLate(): void {
    pongTimer = undefined
    if (retryCount > options.maxRetryCount) {
      stop()
      options.onTimeout()
      return
    }
    ping()
  }

  return {
    start() {
      stop()
      retryCount = 0
      interval = clock.setInterval(() => {
        // A ping is still waiting for its pong (and will be retried): don't stack another.
        if (pongTimer === undefined) ping()
      }, options.intervalMs)
    },
    stop,
    onPong() {
      if (interval === undefined) return
      retryCount = 0
      const waiting = pongTimer !== undefined
      clearPongTimer()
      if (waiting) options.onDelay(clock.now() - lastPingAt)
    },
    get retryCount() {
      return retryCount
    },
    get running() {
      return interval !== undefined
    },
  }
}
