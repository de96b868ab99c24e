import {
  API_CODE,
  favouriteAdd,
  favouriteList,
  favouriteRemove,
  indexHotMerchant,
  productDetail,
  shopFollow,
  shopFollowList,
  shopInfo,
  shopProducts,
  shopUnfollow,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

describe.each(endpointDrivers())('shops, follows and favourites on %s', (driver) => {
  let t: TestServer
  let shopId: number
  beforeAll(async () => {
    t = await startTestServer(driver)
    shopId = (await t.client().call(indexHotMerchant)).list[0]!.id
  })
  afterAll(async () => {
    await t?.close()
  })

  it('shows shop info with sales, followers, favourable rate and total sales, and its products', async () => {
    const info = await t.client().call(shopInfo, { id: shopId })
    expect(info.sales).toBeGreaterThan(0)
    expect(info.totalSalesCents).toBeGreaterThan(0)
    expect(info.favourableRate).toBeGreaterThan(0)
    expect(info.favourableRate).toBeLessThanOrEqual(100)
    expect(info.followed).toBe(false)
    const products = await t.client().call(shopProducts, { id: shopId, limit: 100 })
    expect(products.total).toBe(info.productCount)
    expect(products.list.every((p) => p.shopId === shopId)).toBe(true)
    await expect(t.client().call(shopInfo, { id: 999_999 })).rejects.toMatchObject({
      code: API_CODE.notFound,
      msg: 'Shop not found',
    })
  })

  it('follows and unfollows idempotently, moving the follower count once', async () => {
    const { token } = await t.register('fan')
    const api = t.client(token)
    const before = (await api.call(shopInfo, { id: shopId })).followers
    expect(await api.call(shopFollow, { shopId })).toEqual({ shopId, followed: true, followers: before + 1 })
    expect((await api.call(shopFollow, { shopId })).followers).toBe(before + 1)
    expect(await api.call(shopInfo, { id: shopId })).toMatchObject({ followed: true, followers: before + 1 })
    const list = await api.call(shopFollowList)
    expect(list.list.map((s) => s.id)).toEqual([shopId])
    expect(await api.call(shopUnfollow, { shopId })).toEqual({ shopId, followed: false, followers: before })
    expect((await api.call(shopUnfollow, { shopId })).followers).toBe(before)
    expect((await api.call(shopFollowList)).total).toBe(0)
    await expect(api.call(shopFollow, { shopId: 999_999 })).rejects.toMatchObject({ code: API_CODE.notFound })
  })

  it('keeps follow and favourite lists per user', async () => {
    const alice = t.client((await t.register('alice')).token)
    const bob = t.client((await t.register('bob')).token)
    const productId = (await t.client().call(shopProducts, { id: shopId })).list[0]!.id
    await alice.call(shopFollow, { shopId })
    await alice.call(favouriteAdd, { productId })
    expect((await bob.call(shopFollowList)).list).toEqual([])
    expect((await bob.call(favouriteList)).list).toEqual([])
    // Bob removing Alice's favourite changes nothing of Alice's.
    await bob.call(favouriteRemove, { productId })
    expect((await alice.call(favouriteList)).list.map((p) => p.id)).toEqual([productId])
    expect((await alice.call(productDetail, { id: productId })).favourited).toBe(true)
    expect((await bob.call(productDetail, { id: productId })).favourited).toBe(false)
  })

  it('favourites and unfavourites products idempotently, newest first', async () => {
    const api = t.client((await t.register('fav')).token)
    const [a, b] = (await t.client().call(shopProducts, { id: shopId })).list
    await api.call(favouriteAdd, { productId: a!.id })
    await api.call(favouriteAdd, { productId: a!.id })
    // Rows are stamped by the injected clock: move it instead of waiting for the wall clock.
    t.clock.advance(1_000)
    await api.call(favouriteAdd, { productId: b!.id })
    const list = await api.call(favouriteList)
    expect(list.total).toBe(2)
    expect(list.list.map((p) => p.id)).toEqual([b!.id, a!.id])
    expect(await api.call(favouriteRemove, { productId: a!.id })).toEqual({
      productId: a!.id,
      favourited: false,
    })
    expect((await api.call(favouriteList)).list.map((p) => p.id)).toEqual([b!.id])
    await expect(api.call(favouriteAdd, { productId: 999_999 })).rejects.toMatchObject({
      code: API_CODE.notFound,
    })
  })

  it('needs a login to follow or favourite', async () => {
    const response = await t.raw('/api/shop/follow', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shopId }),
    })
    expect(response.status).toBe(401)
    expect((await t.raw('/api/favourite/list')).status).toBe(401)
  })
})
