import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../clock'
import { createCatalogCache } from './catalog-cache'

describe('catalog cache', () => {
  it('serves a value until it expires, sharing concurrent loads', async () => {
    const clock = createManualClock()
    const cache = createCatalogCache(clock, 1000)
    let loads = 0
    const load = async () => ++loads
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1])
    clock.advance(999)
    expect(await cache.get('k', load)).toBe(1)
    clock.advance(1)
    expect(await cache.get('k', load)).toBe(2)
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
