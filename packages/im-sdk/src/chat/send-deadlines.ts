/**
 * Beyond the spec: each outgoing message has two deadlines, and the first to pass fails it.
 * - Connected time (constants.sendDeadlineMs or its own deadlineMs): reason `timeout`. While not
 *   connected this clock stands still, so a slow reconnect alone never fails a message.
 * - Wall-clock time since it was queued (constants.sendWallDeadlineMs or its own wallDeadlineMs):
 *   reason `deadline`. Offline time counts, so a message sent while the network is gone does not
 *   wait forever; the app offers a resend (README "Sending").
 * One timer serves all: it is armed for the earliest deadline that can pass.
 */

import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'
import type { SendFailReason } from './message.js'

/** The deadline fields a tracked item carries. */
export interface Deadline {
  /** Absolute deadline while connected. */
  deadlineAt: number
  /** Deadline budget left while not connected. */
  remainingMs: number
  /** Absolute wall-clock deadline (Infinity = none); runs whether connected or not. */
  wallAt: number
}

export interface SendDeadlinesOptions<T extends Deadline> {
  readonly clock: Clock
  /** Every item with a running deadline (the unacknowledged messages). */
  readonly items: () => Iterable<T>
  /** The item's deadline passed (called for each, in `items()` order). */
  readonly onExpire: (item: T, reason: Extract<SendFailReason, 'timeout' | 'deadline'>) => void
}

export interface SendDeadlines<T extends Deadline> {
  /** Gives a new item `ms` of connected time and `wallMs` of wall-clock time (0 = no wall deadline). */
  start(item: T, ms: number, wallMs?: number): void
  /** Connected: every deadline runs again from what it had left. */
  resume(): void
  /** Not connected: every connected-time deadline keeps what it has left; wall deadlines run on. */
  pause(): void
  /** Stops the timer for good (destroy). */
  stop(): void
}

export function createSendDeadlines<T extends Deadline>(options: SendDeadlinesOptions<T>): SendDeadlines<T> {
  const { clock } = options
  let active = false
  let stopped = false
  let timer: TimerHandle | undefined
  let armedFor = Infinity

  const dueAt = (item: T): number => (active ? Math.min(item.deadlineAt, item.wallAt) : item.wallAt)

  function arm(): void {
    timer = cancelTimeout(clock, timer)
    armedFor = Infinity
    if (stopped) return
    let earliest = Infinity
    for (const item of options.items()) earliest = Math.min(earliest, dueAt(item))
    if (earliest === Infinity) return
    armedFor = earliest
    timer = clock.setTimeout(onTimer, Math.max(0, earliest - clock.now()))
  }

  function onTimer(): void {
    timer = undefined
    armedFor = Infinity
    const now = clock.now()
    for (const item of [...options.items()]) {
      if (item.wallAt <= now) options.onExpire(item, 'deadline')
      else if (active && item.deadlineAt <= now) options.onExpire(item, 'timeout')
    }
    arm()
  }

  return {
    start(item, ms, wallMs = 0) {
      const now = clock.now()
      item.deadlineAt = now + ms
      item.remainingMs = ms
      item.wallAt = wallMs > 0 ? now + wallMs : Infinity
      if (dueAt(item) < armedFor) arm()
    },
    resume() {
      active = true
      const now = clock.now()
      for (const item of options.items()) item.deadlineAt = now + item.remainingMs
      arm()
    },
    pause() {
      active = false
      const now = clock.now()
      for (const item of options.items()) item.remainingMs = Math.max(0, item.deadlineAt - now)
      arm()
    },
    stop() {
      stopped = true
      active = false
      timer = cancelTimeout(clock, timer)
    },
  }
}
