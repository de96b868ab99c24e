import { describe, expect, it } from 'vitest'
import { createOffsetClock } from '../test-support/test-clock'
import { createUserReadCache, USER_READ_CACHE_TTL_MS } from './user-read-cache'

/** A load whose answer the test releases when it wants (a read in flight while something else happens). */
function deferred(json: string) {
  let release!: () => void
  const promise = new Promise<string>((resolve) => {
    release = () => resolve(json)
  })
  return { promise, release }
}

describe('user read cache', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    const clock = createOffsetClock()
    const cache = createUserReadCache(clock)
    let loads = 0
    const load = async () => `{"n":${++loads}}`
    expect(await cache.read(1, 'info', load)).toBe('{"n":1}')
    expect(await cache.read(1, 'info', load)).toBe('{"n":1}')
    clock.advance(USER_READ_CACHE_TTL_MS)
    expect(await cache.read(1, 'info', load)).toBe('{"n":2}')
  })

  it('never keeps an answer longer than 1 s, whatever TTL it is given', async () => {
    const clock = createOffsetClock()
    const cache = createUserReadCache(clock, { ttlMs: 60_000 })
    let loads = 0
    const load = async () => String(++loads)
    await cache.read(1, 'k', load)
    clock.advance(1_000)
    expect(await cache.read(1, 'k', load)).toBe('2')
  })

  it('keeps users and keys apart, and an invalidation drops only that user', async () => {
    const cache = createUserReadCache(createOffsetClock())
    await cache.read(1, 'a', async () => 'user 1 a')
    await cache.read(1, 'b', async () => 'user 1 b')
    await cache.read(2, 'a', async () => 'user 2 a')
    cache.invalidateUser(1)
    expect(await cache.read(1, 'a', async () => 'user 1 a new')).toBe('user 1 a new')
    expect(await cache.read(1, 'b', async () => 'user 1 b new')).toBe('user 1 b new')
    expect(await cache.read(2, 'a', async () => 'unused')).toBe('user 2 a')
  })

  it('shares one load between concurrent misses of the same read', async () => {
    const cache = createUserReadCache(createOffsetClock())
    const pending = deferred('once')
    let loads = 0
    const load = () => {
      loads += 1
      return pending.promise
    }
    const reads = [cache.read(1, 'k', load), cache.read(1, 'k', load), cache.read(1, 'k', load)]
    pending.release()
    expect(await Promise.all(reads)).toEqual(['once', 'once', 'once'])
    expect(loads).toBe(1)
  })

  it('does not store an answer loaded before a write, and a read after the write does not join it', async () => {
    const cache = createUserReadCache(createOffsetClock())
    const before = deferred('before the write')
    const inFlight = cache.read(1, 'k', () => before.promise)
    cache.invalidateUser(1) // the write committed while the read was running
    const after = cache.read(1, 'k', async () => 'after the write')
    before.release()
    expect(await inFlight).toBe('before the write')
    expect(await after).toBe('after the write')
    expect(await cache.read(1, 'k', async () => 'unused')).toBe('after the write')
  })

  it('does not cache a failed load', async () => {
    const cache = createUserReadCache(createOffsetClock())
    await expect(
      cache.read(1, 'k', async () => {
        throw new Error('database down')
      }),
    ).rejects.toThrow('database down')
    expect(cache.stats()).toEqual({ users: 0, entries: 0, chars: 0 })
    expect(await cache.read(1, 'k', async () => 'ok')).toBe('ok')
  })

  it('stays within its entry and size bounds, evicting the users filled longest ago', async () => {
    const cache = createUserReadCache(createOffsetClock(), { maxEntries: 3, maxChars: 100 })
    await cache.read(1, 'a', async () => 'x'.repeat(10))
    await cache.read(2, 'a', async () => 'x'.repeat(10))
    await cache.read(3, 'a', async () => 'x'.repeat(10))
    await cache.read(4, 'a', async () => 'x'.repeat(10)) // a 4th entry: user 1 goes
    expect(cache.stats()).toEqual({ users: 3, entries: 3, chars: 30 })
    expect(await cache.read(1, 'a', async () => 'reloaded')).toBe('reloaded') // user 2 goes
    await cache.read(5, 'big', async () => 'y'.repeat(90)) // 90 more characters: over 100, older users go
    const stats = cache.stats()
    expect(stats.entries).toBeLessThanOrEqual(3)
    expect(stats.chars).toBeLessThanOrEqual(100)
    // An answer larger than the whole cache is served but not kept.
    expect(await cache.read(6, 'huge', async () => 'z'.repeat(101))).toHaveLength(101)
    expect(cache.stats().chars).toBeLessThanOrEqual(100)
    expect(await cache.read(6, 'huge', async () => 'fresh')).toBe('fresh')
  })

  it('a TTL of 0 turns it off', async () => {
    const cache = createUserReadCache(createOffsetClock(), { ttlMs: 0 })
    let loads = 0
    await cache.read(1, 'k', async () => String(++loads))
    expect(await cache.read(1, 'k', async () => String(++loads))).toBe('2')
    expect(cache.stats().entries).toBe(0)
  })
})
