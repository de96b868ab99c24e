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
