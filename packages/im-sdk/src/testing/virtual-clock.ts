/**
 * A virtual clock for tests (public: `@crossmart/im-sdk/testing`). Pass it as `options.clock`; time
 * only moves when the test calls `advance()`, and timers fire in time order (ties in the order they
 * were set), including timers set by other timers during the advance.
 */

import type { Clock, TimerHandle } from '../clock.js'

export interface VirtualClock extends Clock {
  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void
  /** Fires timers due now (0 ms timers included) without moving time. */
  runDue(): void
  /** Timers and intervals still scheduled. */
  readonly pendingTimers: number
  /** Milliseconds until the next timer, or undefined when none. */
  nextTimerIn(): number | undefined
}

interface Timer {
  readonly id: number
  at: number
  readonly every: number | undefined
  readonly fn: () => void
}

export function createVirtualClock(options?: { startMs?: number }): VirtualClock {
  let now = options?.startMs ?? 0
  let nextId = 1
  const timers = new Map<number, Timer>()

  const add = (fn: () => void, ms: number, every: number | undefined): TimerHandle => {
    const id = nextId++
    timers.set(id, { id, at: now + Math.max(0, ms), every, fn })
    return id
  }
  const remove = (handle: TimerHandle): void => {
    if (typeof handle === 'number') timers.delete(handle)
  }
  const next = (limit: number): Timer | undefined => {
    let best: Timer | undefined
    for (const timer of timers.values()) {
      if (timer.at > limit) continue
      if (best === undefined || timer.at < best.at || (timer.at === best.at && timer.id < best.id))
        best = timer
    }
    return best
  }
  const runUntil = (limit: number): void => {
    for (let timer = next(limit); timer !== undefined; timer = next(limit)) {
      now = Math.max(now, timer.at)
      if (timer.every === undefined) timers.delete(timer.id)
      else timer.at += Math.max(1, timer.every)
      timer.fn()
    }
    now = Math.max(now, limit)
  }

  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms, undefined),
    clearTimeout: remove,
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearInterval: remove,
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('advance(ms) needs ms >= 0')
      runUntil(now + ms)
    },
    runDue() {
      runUntil(now)
    },
    get pendingTimers() {
      return timers.size
    },
    nextTimerIn() {
      let best: number | undefined
      for (const timer of timers.values()) best = best === undefined ? timer.at : Math.min(best, timer.at)
      return best === undefined ? undefined : best - now
    },
  }
}
