import { describe, expect, it } from 'vitest'
import { DEFAULT_CONSTANTS } from '../constants.js'
import { reconnectDelay } from './backoff.js'

const policy = {
  initialDelayMs: DEFAULT_CONSTANTS.reconnectDelayMs,
  maxDelayMs: DEFAULT_CONSTANTS.reconnectMaxDelayMs,
  factor: DEFAULT_CONSTANTS.reconnectBackoffFactor,
  jitter: DEFAULT_CONSTANTS.reconnectJitter,
}

describe('reconnect delay', () => {
  it('waits exactly 3000 ms before the first retry (chat-spec §4, §9), whatever the jitter', () => {
    for (const r of [0, 0.5, 0.999]) expect(reconnectDelay(policy, 0, () => r)).toBe(3_000)
  })

  it.each([
    // attempt, random, expected: 3000 * 2^attempt capped at 30000, times (1 - 0.5 * random), never < 3000
    [1, 0, 6_000],
    [1, 0.999, 3_003],
    [2, 0, 12_000],
    [2, 0.5, 9_000],
    [3, 0, 24_000],
    [4, 0, 30_000],
    [10, 0, 30_000],
    [10, 0.5, 22_500],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(policy, attempt, () => random)).toBe(expected)
  })

  it('with backoff off (factor 1, no jitter) is the spec fixed delay every time', () => {
    const fixed = { initialDelayMs: 3_000, maxDelayMs: 3_000, factor: 1, jitter: 0 }
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect(reconnectDelay(fixed, attempt, Math.random)).toBe(3_000)
  })
})
