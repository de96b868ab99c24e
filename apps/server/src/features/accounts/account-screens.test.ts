import {
  API_CODE,
  contentHelpSupport,
  contentLaw,
  contentPlatform,
  favouriteAdd,
  favouriteIds,
  favouriteList,
  favouriteRemove,
  productDetail,
  shopFollow,
  shopFollowList,
  shopUnfollow,
  userGetUserInfo,
  userLanguageList,
  userProfile,
} from '@crossmart/api-client'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, shops } from '../../db/schema'
import { CONSOLE_BASE_PATH } from '../../http/shop-static'
import { createTestCatalog, dbOf } from '../../test-support/commerce-fixtures'
import { outcome } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { uploadTestImage } from '../../test-support/test-image'
import { startTestServer, type TestServer } from '../../test-support/test-server'

// Every call the shopper's own screens (/profile, /setting, /myFavourite, /heart,
// /helpAndSupport, /law, /platform) rely on, checked as those screens use them.

const post = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', token },
  body: JSON.stringify(body),
})

describe.each(endpointDrivers())('the account screens’ calls on %s', (driver) => {
  let t: TestServer
  let productIds: number[]
  let shopIds: number[]
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
    await createTestCatalog(dbOf(t), 4)
    productIds = (await dbOf(t).select({ id: products.id }).from(products).orderBy(asc(products.id))).map(
      (r) => r.id,
    )
    shopIds = (await dbOf(t).select({ id: shops.id }).from(shops).orderBy(asc(shops.id))).map((r) => r.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('/profile (shop-spec §5: valid email, valid mobile)', () => {
    it.each([
      ['an invalid email', { email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
      ['an invalid mobile', { mobile: '12ab' }, 'mobile', 'validation.mobileInvalid'],
      ['a too short mobile', { mobile: '12345' }, 'mobile', 'validation.mobileInvalid'],
      ['a blank name', { nickname: '   ' }, 'nickname', 'validation.nameRequired'],
    ])('refuses %s and changes nothing', async (_, body, path, messageKey) => {
      const user = await t.register('profile')
      const before = await t.client(user.token).call(userGetUserInfo)
      const { body: answer } = await t.raw('/api/user/profile', post(user.token, body))
      expect(answer.code).toBe(API_CODE.validation)
      expect((answer.data as { issues: unknown[] }).issues).toContainEqual({ path, messageKey })
      expect(await t.client(user.token).call(userGetUserInfo)).toEqual(before)
    })

    it('updates email, mobile, name and avatar; getUserInfo shows them', async () => {
      const user = await t.register('profile')
      const changes = {
        nickname: 'Ada L.',
        avatar: await uploadTestImage(t, user.token),
        email: `new-${user.account}@example.com`,
        mobile: '+447700900123',
      }
      expect(await t.client(user.token).call(userProfile, changes)).toMatchObject(changes)
      expect(await t.client(user.token).call(userGetUserInfo)).toMatchObject(changes)
    })

    it("refuses another user's mobile", async () => {
      const first = await t.register('profile')
      const second = await t.register('profile')
      // Registration takes one contact (an email, in t.register): the second adds a mobile first.
      const mobile = `+4477009${String(Date.now() % 1e5).padStart(5, '0')}`
      await t.client(second.token).call(userProfile, { mobile })
      expect((await t.client(second.token).call(userGetUserInfo)).mobile).toBe(mobile)
      expect(await outcome(t.client(first.token).call(userProfile, { mobile }))).toBe(API_CODE.accountExists)
    })
  })

  it('/setting: the language list needs no login', async () => {
    expect((await t.client().call(userLanguageList)).list).toEqual([
      { code: 'en', name: 'English' },
      { code: 'zh', name: '中文' },
      { code: 'jp', name: '日本語' },
      { code: 'kor', name: '한국어' },
      { code: 'tai', name: 'ไทย' },
    ])
  })

  it('/myFavourite: pages newest first; removing drops it from the list and the detail flag', async () => {
    const api = t.client((await t.register('fav')).token)
    for (const id of productIds) {
      await api.call(favouriteAdd, { productId: id })
      // The server's clock, moved on: each one is newer than the one before, with no sleep.
      t.clock.advance(1_000)
    }
    const first = await api.call(favouriteList, { page: 1, limit: 3 })
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 })
    expect(first.list.map((p) => p.id)).toEqual([...productIds].reverse().slice(0, 3))
    expect((await api.call(favouriteList, { page: 2, limit: 3 })).list.map((p) => p.id)).toEqual([
      productIds[0],
    ])
    expect((await api.call(productDetail, { id: productIds[1]! })).favourited).toBe(true)
    await api.call(favouriteRemove, { productId: productIds[1]! })
    expect((await api.call(productDetail, { id: productIds[1]! })).favourited).toBe(false)
    expect((await api.call(favouriteList, { page: 1, limit: 10 })).list.map((p) => p.id)).not.toContain(
      productIds[1],
    )
  })

  it("favourite ids: newest first, only the caller's; adding and removing change them", async () => {
    const mine = t.client((await t.register('favids')).token)
    const other = t.client((await t.register('favids')).token)
    expect(await mine.call(favouriteIds)).toEqual({ ids: [] })
    for (const id of productIds.slice(0, 3)) {
      await mine.call(favouriteAdd, { productId: id })
      // The server's clock, moved on: each one is newer than the one before, with no sleep.
      t.clock.advance(1_000)
    }
    await other.call(favouriteAdd, { productId: productIds[3]! })
    expect(await mine.call(favouriteIds)).toEqual({ ids: productIds.slice(0, 3).reverse() })
    await mine.call(favouriteRemove, { productId: productIds[1]! })
    expect(await mine.call(favouriteIds)).toEqual({ ids: [productIds[2], productIds[0]] })
    expect((await t.raw('/api/favourite/ids')).status).toBe(401)
  })

  it('/heart: followed shops page newest first; unfollow removes one', async () => {
    const api = t.client((await t.register('heart')).token)
    for (const shopId of shopIds) {
      await api.call(shopFollow, { shopId })
      // The server's clock, moved on: each one is newer than the one before, with no sleep.
      t.clock.advance(1_000)
    }
    const page = await api.call(shopFollowList, { page: 1, limit: 2 })
    expect(page).toMatchObject({ total: 4, limit: 2 })
    expect(page.list.map((s) => s.id)).toEqual([...shopIds].reverse().slice(0, 2))
    await api.call(shopUnfollow, { shopId: shopIds[3]! })
    const after = await api.call(shopFollowList, { page: 1, limit: 10 })
    expect(after.total).toBe(3)
    expect(after.list.map((s) => s.id)).not.toContain(shopIds[3])
  })

  it('/helpAndSupport, /law and /platform need no login; the platform names the merchant links', async () => {
    const guest = t.client()
    const platform = await guest.call(contentPlatform)
    // Issue #48: both open the console's public application page (which links sellers to sign in).
    expect(platform.merchantEntryUrl).toBe(`${CONSOLE_BASE_PATH}/apply`)
    expect(platform.sellerUrl).toBe(`${CONSOLE_BASE_PATH}/apply`)
    // Without the demo seed the articles may be empty, but the calls answer.
    expect(Array.isArray((await guest.call(contentHelpSupport)).list)).toBe(true)
    expect(Array.isArray((await guest.call(contentLaw)).list)).toBe(true)
  })
})
