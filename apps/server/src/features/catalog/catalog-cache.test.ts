import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../clock'
import { createCatalogCache } from './catalog-cache'

describe('catalog cache', () => {
  it('serves a value while fresh (half the TTL), sharing concurrent loads', async () => {
    const clock = createManualClock()
    const cache = createCatalogCache(clock, 1000)
    let loads = 0
    const load = async () => ++loads
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1])
    clock.advance(499)
    expect(await cache.get('k', load)).toBe(1)
    expect(loads).toBe(1)
  })

  it('serves the stale value for the rest of the TTL while a single refresh runs, then the new one', async () => {
    const clock = createManualClock()
    const cache = createCatalogCache(clock, 1000)
    let loads = 0
    let release: () => void = () => {}
    const load = () => {
      loads += 1
      const n = loads
      return n === 1 ? Promise.resolve(n) : new Promise<number>((resolve) => (release = () => resolve(n)))
    }
    await cache.get('k', load)
    clock.advance(750)
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1])
    expect(loads).toBe(2)
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(await cache.get('k', load)).toBe(2)
  })

  it('waits for a fresh load once the stale window has passed', async () => {
    const clock = createManualClock()
    const cache = createCatalogCache(clock, 1000)
    let loads = 0
    const load = async () => ++loads
    await cache.get('k', load)
    clock.advance(1000)
    expect(await cache.get('k', load)).toBe(2)
  })

  it('never serves a value whose load started more than the TTL ago (a write on another replica)', async () => {
    const clock = createManualClock()
    const cache = createCatalogCache(clock, 1000)
    let price = 100
    let release: () => void = () => {}
    let hold = false
    const load = () =>
      hold ? new Promise<number>((resolve) => (release = () => resolve(price))) : Promise.resolve(price)
    const loadedAt = clock.now()
    expect(await cache.get('p', load)).toBe(100)
    price = 80 // written elsewhere right after the load read it
    hold = true
    for (let t = 0; t < 1500; t += 50) {
      clock.advance(50)
      const served = await Promise.race([
        cache.get('p', load),
        new Promise((r) => setTimeout(() => r('pending'), 5)),
      ])
      if (clock.now() - loadedAt >= 1000) expect(served).not.toBe(100)
    }
    release()
    expect(await cache.get('p', load)).toBe(80)
  })

  it('forgets on invalidate and does not keep failures', async () => {
    const cache = createCatalogCache(createManualClock(), 1000)
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    await Promise.resolve()
    expect(await cache.get('k', async () => 'ok')).toBe('ok')
    cache.invalidate()
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh')
  })

  it('bounds its size', async () => {
    const cache = createCatalogCache(createManualClock(), 1000, 2)
    await cache.get('a', async () => 'a1')
    await cache.get('b', async () => 'b1')
    await cache.get('c', async () => 'c1')
    expect(await cache.get('a', async () => 'a2')).toBe('a2')
  })
})
