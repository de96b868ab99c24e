import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../clock'
import { createTtlCache } from './directory-store'

const TTL = 30_000

/** A loader that counts its calls and answers `value-<n>`, or waits for `release` when held. */
function countingLoader() {
  let calls = 0
  let held: { resolve: (v: string) => void; reject: (e: Error) => void } | undefined
  let hold = false
  return {
    get calls() {
      return calls
    },
    holdNext() {
      hold = true
    },
    release(value: string) {
      held?.resolve(value)
    },
    fail() {
      held?.reject(new Error('database down'))
    },
    load: () => {
      calls += 1
      if (!hold) return Promise.resolve(`value-${calls}`)
      hold = false
      return new Promise<string>((resolve, reject) => {
        held = { resolve, reject }
      })
    },
  }
}

/** A cached `value-1` past its fresh time, whose background reload (started by one call) is held. */
async function expiredWithReloadHeld() {
  const clock = createManualClock()
  const cache = createTtlCache<string>(clock, TTL)
  const loader = countingLoader()
  await cache.get('k', loader.load)
  clock.advance(TTL)
  loader.holdNext()
  expect(await cache.get('k', loader.load)).toBe('value-1')
  return { cache, loader }
}

describe('the chat directory cache', () => {
  it('answers from memory while fresh, for at least half the TTL', async () => {
    const clock = createManualClock()
    const cache = createTtlCache<string>(clock, TTL)
    const loader = countingLoader()
    expect(await cache.get('k', loader.load)).toBe('value-1')
    clock.advance(TTL / 2 - 1)
    expect(await cache.get('k', loader.load)).toBe('value-1')
    expect(loader.calls).toBe(1)
  })

  it('serves an expired value at once and reloads it once in the background', async () => {
    const { cache, loader } = await expiredWithReloadHeld()
    // The reload is held: the callers are answered with the old value all the same.
    expect(await cache.get('k', loader.load)).toBe('value-1')
    expect(loader.calls).toBe(2)
    loader.release('value-2')
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', loader.load)).toBe('value-2')
    expect(loader.calls).toBe(2)
  })

  it('keeps the old value when a background reload fails, and tries again on the next call', async () => {
    const { cache, loader } = await expiredWithReloadHeld()
    loader.fail()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('k', loader.load)).toBe('value-1')
    expect(loader.calls).toBe(3)
  })

  it('waits for a new load once a value is older than its fresh time plus one TTL', async () => {
    const clock = createManualClock()
    const cache = createTtlCache<string>(clock, TTL)
    const loader = countingLoader()
    await cache.get('k', loader.load)
    clock.advance(2 * TTL)
    expect(await cache.get('k', loader.load)).toBe('value-2')
  })

  it('does not keep a failed load', async () => {
    const clock = createManualClock()
    const cache = createTtlCache<string>(clock, TTL)
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up')
  })

  it('lets entries loaded together expire at different times within the TTL', async () => {
    const clock = createManualClock()
    const cache = createTtlCache<string>(clock, TTL)
    const keys = Array.from({ length: 200 }, (_, i) => `mer_${i}`)
    for (const key of keys) await cache.get(key, () => Promise.resolve('first'))
    // Step through the TTL and note when each key's reload starts.
    const reloadAt = new Map<string, number>()
    for (let t = 0; t <= TTL; t += 1_000) {
      for (const key of keys) {
        await cache.get(key, () => {
          if (!reloadAt.has(key)) reloadAt.set(key, t)
          return Promise.resolve('second')
        })
      }
      clock.advance(1_000)
    }
    const times = [...reloadAt.values()]
    expect(times).toHaveLength(keys.length)
    expect(Math.min(...times)).toBeGreaterThanOrEqual(TTL / 2)
    expect(Math.max(...times)).toBeLessThanOrEqual(TTL)
    // Spread over the second half of the TTL, not all in one second.
    expect(new Set(times).size).toBeGreaterThan(10)
  })

  it('holds at most its bound of entries, forgetting the oldest', async () => {
    const clock = createManualClock()
    const cache = createTtlCache<string>(clock, TTL, 2)
    const loader = countingLoader()
    await cache.get('a', loader.load)
    await cache.get('b', loader.load)
    await cache.get('c', loader.load)
    expect(await cache.get('b', loader.load)).toBe('value-2')
    expect(await cache.get('a', loader.load)).toBe('value-4')
  })
})
