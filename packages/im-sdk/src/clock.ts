/**
 * Time is injected (CONVENTIONS.md 5): the runtime never calls the global timers directly, so a
 * test drives every timer of chat-spec §4 with a virtual clock (`@crossmart/im-sdk/testing`).
 */

/** Opaque timer handle: whatever the clock's setTimeout / setInterval returned. */
export type TimerHandle = unknown

export interface Clock {
  /** Milliseconds since the epoch (or any fixed origin, for virtual clocks). */
  now(): number
  setTimeout(fn: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  setInterval(fn: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

/**
 * Clears a timeout if one is set. Returns undefined so a caller forgets the handle in the same
 * statement: `timer = cancelTimeout(clock, timer)`.
 */
export function cancelTimeout(clock: Clock, handle: TimerHandle | undefined): undefined {
  if (handle !== undefined) clock.clearTimeout(handle)
  return undefined
}

type GlobalTimerId = ReturnType<typeof globalThis.setTimeout>

/** The real clock: `Date.now` and the global timers. */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as GlobalTimerId),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as GlobalTimerId),
  }
}
