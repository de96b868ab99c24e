/** Wall clock, injected so tests can move time (token expiry, lockout windows, rate limits). */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/** A clock tests move by hand. */
export function createManualClock(start = Date.UTC(2026, 0, 1)): Clock & { advance(ms: number): void } {
  let current = start
  return {
    now: () => current,
    advance(ms) {
      current += ms
    },
  }
}

/**
 * A monotonic stopwatch for durations reported as metrics (server README "Metrics"): the wall clock
 * above may be moved by tests or by NTP, a duration must not be.
 */
export function startStopwatch(): () => number {
  const started = performance.now()
  return () => (performance.now() - started) / 1000
}
