import type { Clock } from '../clock'

/** Real time plus an offset tests can push forward (token expiry, lock windows) without sleeping. */
export function createOffsetClock(): Clock & { advance(ms: number): void } {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms
    },
  }
}
