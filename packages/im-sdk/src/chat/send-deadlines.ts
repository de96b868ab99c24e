/**
 * Beyond the spec: each outgoing message has a deadline of connected time (constants.sendDeadlineMs
 * or its own deadlineMs); a message still unacknowledged when it passes fails with reason
 * `timeout`. While not connected the clock of every deadline stands still. One timer serves all:
 * it is armed for the earliest deadline.
 */

import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'

/** The deadline fields a tracked item carries. */
export interface Deadline {
  /** Absolute deadline while connected. */
  deadlineAt: number
  /** Deadline budget left while not connected. */
  remainingMs: number
}

export interface SendDeadlinesOptions<T extends Deadline> {
  readonly clock: Clock
  /** Every item with a running deadline (the unacknowledged messages). */
  readonly items: () => Iterable<T>
  /** The item's deadline passed (called for each, in `items()` order). */
  readonly onExpire: (item: T) => void
}

export interface SendDeadlines<T extends Deadline> {
  /** Gives a new item `ms` of connected time. */
  start(item: T, ms: number): void
  /** Connected: every deadline runs again from what it had left. */
  resume(): void
  /** Not connected: every deadline keeps what it has left. */
  pause(): void
}

export function createSendDeadlines<T extends Deadline>(options: SendDeadlinesOptions<T>): SendDeadlines<T> {
  const { clock } = options
  let active = false
  let timer: TimerHandle | undefined
  let armedFor = Infinity

  function arm(): void {
    timer = cancelTimeout(clock, timer)
    armedFor = Infinity
    if (!active) return
    let earliest = Infinity
    for (const item of options.items()) earliest = Math.min(earliest, item.deadlineAt)
    if (earliest === Infinity) return
    armedFor = earliest
    timer = clock.setTimeout(onTimer, Math.max(0, earliest - clock.now()))
  }

  function onTimer(): void {
    timer = undefined
    armedFor = Infinity
    const now = clock.now()
    for (const item of [...options.items()]) if (item.deadlineAt <= now) options.onExpire(item)
    arm()
  }

  return {
    start(item, ms) {
      item.deadlineAt = clock.now() + ms
      item.remainingMs = ms
      if (active && item.deadlineAt < armedFor) arm()
    },
    resume() {
      active = true
      const now = clock.now()
      for (const item of options.items()) item.deadlineAt = now + item.remainingMs
      arm()
    },
    pause() {
      active = false
      timer = cancelTimeout(clock, timer)
      armedFor = Infinity
      const now = clock.now()
      for (const item of options.items()) item.remainingMs = Math.max(0, item.deadlineAt - now)
    },
  }
}
