import { describe, expect, it } from 'vitest'
import { entryFor, nextKeepAliveCache } from './keep-alive-cache'

const home = entryFor('/home', '/home', true)
const shop1 = entryFor('/shop/{-$id}', '/shop/1', true)
const shop2 = entryFor('/shop/{-$id}', '/shop/2', true)
const detail1 = entryFor('/detail/{-$product}/{-$mer}', '/detail/1/1', false)
const detail2 = entryFor('/detail/{-$product}/{-$mer}', '/detail/2/1', false)

describe('nextKeepAliveCache (shop-spec §2 keep-alive)', () => {
  it('keeps pages that were left', () => {
    const cache = nextKeepAliveCache(nextKeepAliveCache([], home), shop1)
    expect(cache.map((e) => e.key)).toEqual(['/home', '/shop/{-$id}'])
  })

  it('one instance per kept route: another shop reuses the shop page', () => {
    expect(shop1.key).toBe(shop2.key)
    const cache = nextKeepAliveCache([home, shop1], shop2)
    expect(cache).toHaveLength(2)
  })

  it('product detail is dropped when left, and each product is its own page', () => {
    expect(detail1.key).not.toBe(detail2.key)
    const withDetail = nextKeepAliveCache([home], detail1)
    expect(withDetail.map((e) => e.key)).toEqual(['/home', detail1.key])
    expect(nextKeepAliveCache(withDetail, detail2).map((e) => e.key)).toEqual(['/home', detail2.key])
    expect(nextKeepAliveCache(withDetail, home).map((e) => e.key)).toEqual(['/home'])
  })

  it('returns the same array when the current page is already the latest', () => {
    const cache = nextKeepAliveCache([], home)
    expect(nextKeepAliveCache(cache, home)).toBe(cache)
  })

  it('drops the least recently shown page beyond the maximum', () => {
    let cache = nextKeepAliveCache([], entryFor('a', 'a', true), 2)
    cache = nextKeepAliveCache(cache, entryFor('b', 'b', true), 2)
    cache = nextKeepAliveCache(cache, entryFor('a', 'a', true), 2)
    cache = nextKeepAliveCache(cache, entryFor('c', 'c', true), 2)
    expect(cache.map((e) => e.key)).toEqual(['a', 'c'])
  })

  it('by default keeps every page visited, however many routes (shop-spec §2)', () => {
    let cache: ReturnType<typeof nextKeepAliveCache> = []
    for (let i = 0; i < 46; i++) cache = nextKeepAliveCache(cache, entryFor(`/route${i}`, `/route${i}`, true))
    expect(cache).toHaveLength(46)
    expect(cache[0]?.key).toBe('/route0')
  })
})
