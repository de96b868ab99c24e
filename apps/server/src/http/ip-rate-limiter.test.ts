import { describe, expect, it } from 'vitest'
import { createManualClock } from '../clock'
import { createIpRateLimiter } from './ip-rate-limiter'

describe('ip rate limiter', () => {
  it('allows the budget per window, refuses beyond it, and resets with the next window', () => {
    const clock = createManualClock()
    const limiter = createIpRateLimiter(clock, 3, 1000)
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false])
    expect(limiter.take('b')).toBe(true)
    clock.advance(1000)
    expect(limiter.take('a')).toBe(true)
  })

  it('a limit of 0 disables limiting', () => {
    const limiter = createIpRateLimiter(createManualClock(), 0)
    expect(Array.from({ length: 10 }, () => limiter.take('a')).every(Boolean)).toBe(true)
  })
})
