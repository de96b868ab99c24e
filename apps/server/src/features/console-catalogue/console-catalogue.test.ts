import {
  API_CODE,
  type ApiClient,
  ApiError,
  consoleAnnouncementDelete,
  consoleAnnouncementSave,
  consoleAnnouncements,
  consoleAuditLog,
  consoleBannerDelete,
  consoleBannerMove,
  consoleBannerSave,
  consoleBanners,
  consoleCategories,
  consoleCategoryDelete,
  consoleCategoryHide,
  consoleCategoryMove,
  consoleCategorySave,
  consoleHotLists,
  consoleHotPin,
  indexBanner,
  indexCategory,
  indexHotMerchant,
  indexHotProduct,
  indexIndex,
  indexProduct,
  notificationList,
  productDetail,
  productSearch,
  TOKEN_HEADER,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { banners, categories, products, shops, users } from '../../db/schema'
import {
  createTestCatalog,
  dbOf,
  makeShopper,
  operatorOf,
  type Shopper,
} from '../../test-support/commerce-fixtures'
import { endpointDrivers } from '../../test-support/test-databases'
import { uploadTestImage } from '../../test-support/test-image'
import { startTestServer, type TestServer } from '../../test-support/test-server'

/** The answer's code: success, a refusal's envelope code, or 401. */
const codeOf = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise
    return API_CODE.success
  } catch (error) {
    if ((error as { status?: number }).status === 401) return API_CODE.unauthorized
    if (error instanceof ApiError) return error.code
    throw error
  }
}

const msgOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise
    return ''
  } catch (error) {
    if (error instanceof ApiError) return error.msg
    throw error
  }
}

const HOUR = 3_600_000

/** Issue #48 "The operator's marketplace": the operator runs categories, banners, announcements and pins. */
describe.each(endpointDrivers())('the operator’s catalogue on %s', (driver) => {
  let t: TestServer
  let operator: ApiClient
  let operatorToken: string
  let owner: ApiClient
  let manager: ApiClient
  let agent: ApiClient
  let shopper: Shopper
  let guest: ApiClient
  let productIds: number[]
  let shopIds: number[]
  let testCategoryId: number

  async function staff(shopId: number | null, role: 'staff' | 'operator', shopRole: string | null) {
    const { token, userId } = await t.register(shopRole ?? role)
    await dbOf(t)
      .update(users)
      .set({ role, shopId, shopRole: shopRole as 'owner' | null })
      .where(eq(users.id, userId))
    return { client: t.client(token, 'en'), token }
  }

  beforeAll(async () => {
    // Answers cached for a minute: shoppers see a write only because the write drops the cache.
    t = await startTestServer(driver, { seed: false, catalogCacheTtlMs: 60_000 })
    const db = dbOf(t)
    await createTestCatalog(db)
    productIds = (await db.select({ id: products.id }).from(products).orderBy(products.id)).map((r) => r.id)
    shopIds = (await db.select({ id: shops.id }).from(shops).orderBy(shops.id)).map((r) => r.id)
    const [category] = await db.select({ id: categories.id }).from(categories)
    testCategoryId = category!.id
    const o = await staff(null, 'operator', null)
    operator = o.client
    operatorToken = o.token
    owner = (await staff(shopIds[0]!, 'staff', 'owner')).client
    manager = (await staff(shopIds[0]!, 'staff', 'manager')).client
    agent = (await staff(shopIds[0]!, 'staff', 'agent')).client
    shopper = await makeShopper(t)
    guest = t.client(undefined, 'en')
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('categories', () => {
    it('builds a two-level tree with names in some languages; the shop shows it in its language at once', async () => {
      const zhShopper = t.client(shopper.token, 'zh')
      // Cached for a minute from here on.
      const before = await zhShopper.call(indexCategory)
      const parent = await operator.call(consoleCategorySave, { names: { en: 'Garden', zh: '园艺' } })
      const child = await operator.call(consoleCategorySave, { parentId: parent.id, names: { zh: '花盆' } })
      expect(child).toMatchObject({ parentId: parent.id, name: '花盆', productCount: 0, hidden: false })
      expect(child.slug).toBe(`category-${child.id}`)

      const after = await zhShopper.call(indexCategory)
      expect(after.list).toHaveLength(before.list.length + 1)
      const shown = after.list.find((c) => c.id === parent.id)!
      expect(shown.name).toBe('园艺')
      // Named only in Chinese: an English reader gets the Chinese name rather than nothing.
      expect(shown.children?.map((c) => c.name)).toEqual(['花盆'])
      const inEnglish = await t.client(shopper.token, 'en').call(indexCategory)
      expect(inEnglish.list.find((c) => c.id === parent.id)?.children?.[0]?.name).toBe('花盆')
      // The home aggregate (and so its server-rendered first view) carries the same tree.
      const home = await zhShopper.call(indexIndex)
      expect(home.categories.find((c) => c.id === parent.id)?.children?.[0]?.id).toBe(child.id)
    })

    it('shows the operator’s names for one of the ten categories of the spec once renamed', async () => {
      const [row] = await dbOf(t)
        .insert(categories)
        .values({ slug: 'toys', names: { en: 'Toys', zh: '玩具' } })
        .returning()
      t.server.services.catalogCache.invalidate()
      // The shop translates the spec's label itself ...
      expect((await guest.call(indexCategory)).list.find((c) => c.id === row!.id)?.label).toBe('toys')
      await operator.call(consoleCategorySave, { id: row!.id, names: { en: 'Toys & games', zh: '玩具游戏' } })
      // ... until the operator renames it: then the operator's names are shown.
      const shown = (await t.client(shopper.token, 'zh').call(indexCategory)).list.find(
        (c) => c.id === row!.id,
      )
      expect(shown).toMatchObject({ label: '', name: '玩具游戏' })
    })

    it('keeps two levels: no grandchild, no parent with children put under another', async () => {
      const a = await operator.call(consoleCategorySave, { names: { en: 'Level A' } })
      const b = await operator.call(consoleCategorySave, { parentId: a.id, names: { en: 'Level B' } })
      expect(
        await msgOf(operator.call(consoleCategorySave, { parentId: b.id, names: { en: 'Level C' } })),
      ).toBe('Categories have two levels: the parent must be a top-level category')
      const other = await operator.call(consoleCategorySave, { names: { en: 'Other top' } })
      expect(
        await msgOf(
          operator.call(consoleCategorySave, { id: a.id, parentId: other.id, names: { en: 'Level A' } }),
        ),
      ).toBe('This category has 1 sub-categories: it cannot be put under another')
      // A category without children may move under another; it goes last there.
      const moved = await operator.call(consoleCategorySave, {
        id: other.id,
        parentId: a.id,
        names: { en: 'Other' },
      })
      expect(moved.parentId).toBe(a.id)
      expect(
        await codeOf(operator.call(consoleCategorySave, { parentId: 999_999, names: { en: 'X' } })),
      ).toBe(API_CODE.notFound)
    })

    it('asks for at least one name, and refuses a foreign picture as the icon', async () => {
      const blank = await t.raw('/api/console/category_save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: operatorToken },
        body: JSON.stringify({ names: { en: ' ', zh: '' } }),
      })
      expect(blank.body.code).toBe(API_CODE.validation)
      expect(blank.body.msg).toBe('Enter the category name in at least one language')
      expect(
        await codeOf(
          operator.call(consoleCategorySave, { names: { en: 'Icons' }, icon: 'https://evil.example/x.png' }),
        ),
      ).toBe(API_CODE.validation)
      const icon = await uploadTestImage(t, operatorToken)
      const saved = await operator.call(consoleCategorySave, { names: { en: 'Icons' }, icon })
      expect(saved.icon).toBe(icon)
      // Kept as it is on the next edit.
      const edited = await operator.call(consoleCategorySave, {
        id: saved.id,
        names: { en: 'Icons 2' },
        icon,
      })
      expect(edited).toMatchObject({ icon, name: 'Icons 2' })
    })

    it('reorders siblings up and down; the shop lists them in that order', async () => {
      const parent = await operator.call(consoleCategorySave, { names: { en: 'Order parent' } })
      const [x, y, z] = [
        await operator.call(consoleCategorySave, { parentId: parent.id, names: { en: 'X' } }),
        await operator.call(consoleCategorySave, { parentId: parent.id, names: { en: 'Y' } }),
        await operator.call(consoleCategorySave, { parentId: parent.id, names: { en: 'Z' } }),
      ]
      const childrenShown = async () =>
        (await guest.call(indexCategory)).list.find((c) => c.id === parent.id)?.children?.map((c) => c.name)
      expect(await childrenShown()).toEqual(['X', 'Y', 'Z'])
      const { list } = await operator.call(consoleCategoryMove, { id: z.id, direction: 'up' })
      expect(list.filter((c) => c.parentId === parent.id).map((c) => c.name)).toEqual(['X', 'Z', 'Y'])
      expect(await childrenShown()).toEqual(['X', 'Z', 'Y'])
      // At the top, up changes nothing.
      await operator.call(consoleCategoryMove, { id: x.id, direction: 'up' })
      await operator.call(consoleCategoryMove, { id: y.id, direction: 'down' })
      expect(await childrenShown()).toEqual(['X', 'Z', 'Y'])
      // The console's list is parents followed by their children.
      const all = (await operator.call(consoleCategories)).list
      const at = all.findIndex((c) => c.id === parent.id)
      expect(all.slice(at, at + 4).map((c) => c.name)).toEqual(['Order parent', 'X', 'Z', 'Y'])
    })

    it("lists a child's products under its parent; a hidden category vanishes but its products stay reachable", async () => {
      const parent = await operator.call(consoleCategorySave, { names: { en: 'Kitchen' } })
      const child = await operator.call(consoleCategorySave, { parentId: parent.id, names: { en: 'Knives' } })
      const productId = productIds[1]!
      // (search reads the names' search text, which a product save writes)
      await dbOf(t)
        .update(products)
        .set({ categoryId: child.id, searchText: 'chef knife' })
        .where(eq(products.id, productId))
      // (a direct database write: drop the cache as a product save would)
      t.server.services.catalogCache.invalidate()
      const underParent = await guest.call(indexProduct, { categoryId: parent.id, page: 1, limit: 10 })
      expect(underParent.list.map((p) => p.id)).toEqual([productId])
      const searched = await guest.call(productSearch, {
        keyword: 'knife',
        categoryId: parent.id,
        page: 1,
        limit: 10,
      })
      expect(searched.list.map((p) => p.id)).toEqual([productId])

      await operator.call(consoleCategoryHide, { id: parent.id, hidden: true })
      const listed = (await guest.call(indexCategory)).list
      expect(listed.map((c) => c.id)).not.toContain(parent.id)
      expect(listed.flatMap((c) => c.children ?? []).map((c) => c.id)).not.toContain(child.id)
      expect((await guest.call(productDetail, { id: productId })).id).toBe(productId)
      const found = await guest.call(productSearch, { keyword: 'knife', page: 1, limit: 10 })
      expect(found.list.map((p) => p.id)).toContain(productId)
      const shown = await operator.call(consoleCategoryHide, { id: parent.id, hidden: false })
      expect(shown.hidden).toBe(false)
      expect((await guest.call(indexCategory)).list.map((c) => c.id)).toContain(parent.id)
    })

    it('deletes only what nothing uses: products and children refuse with the count', async () => {
      expect(await msgOf(operator.call(consoleCategoryDelete, { id: testCategoryId }))).toBe(
        'This category has 3 products: hide it instead',
      )
      const parent = await operator.call(consoleCategorySave, { names: { en: 'Doomed' } })
      const child = await operator.call(consoleCategorySave, {
        parentId: parent.id,
        names: { en: 'Doomed child' },
      })
      expect(await msgOf(operator.call(consoleCategoryDelete, { id: parent.id }))).toBe(
        'This category has 1 sub-categories: delete or move them first, or hide it',
      )
      await operator.call(consoleCategoryDelete, { id: child.id })
      await operator.call(consoleCategoryDelete, { id: parent.id })
      expect((await operator.call(consoleCategories)).list.map((c) => c.id)).not.toContain(parent.id)
      expect(await codeOf(operator.call(consoleCategoryDelete, { id: parent.id }))).toBe(API_CODE.notFound)
    })
  })

  describe('home banners', () => {
    let picture: string

    beforeAll(async () => {
      picture = await uploadTestImage(t, operatorToken, 30)
    })

    it('links a banner to a product, shop, category or search that exists, and maps it to the shop’s routes', async () => {
      const product = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'product',
        linkTarget: String(productIds[0]),
      })
      const [row] = await dbOf(t).select().from(products).where(eq(products.id, productIds[0]!))
      expect(product).toMatchObject({
        link: `/detail/${productIds[0]}/${row!.shopId}`,
        targetLabel: 'Test product 1',
        state: 'live',
      })
      const shop = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'shop',
        linkTarget: String(shopIds[1]),
      })
      expect(shop).toMatchObject({ link: `/shop/${shopIds[1]}`, targetLabel: 'Test shop 2' })
      const category = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'category',
        linkTarget: String(testCategoryId),
      })
      expect(category.link).toBe(`/search?categoryId=${testCategoryId}`)
      const search = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'search',
        linkTarget: ' 手机 case ',
        title: 'Phones',
      })
      expect(search).toMatchObject({
        linkTarget: '手机 case',
        link: '/search?keyword=%E6%89%8B%E6%9C%BA+case',
      })

      expect(
        await msgOf(
          operator.call(consoleBannerSave, { image: picture, linkType: 'product', linkTarget: '999999' }),
        ),
      ).toBe('There is no product #999999')
      expect(
        await codeOf(
          operator.call(consoleBannerSave, { image: picture, linkType: 'shop', linkTarget: '999999' }),
        ),
      ).toBe(API_CODE.notFound)
      expect(
        await codeOf(
          operator.call(consoleBannerSave, { image: picture, linkType: 'category', linkTarget: '999999' }),
        ),
      ).toBe(API_CODE.notFound)
      const notANumber = await t.raw('/api/console/banner_save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: operatorToken },
        body: JSON.stringify({ image: picture, linkType: 'shop', linkTarget: 'abc' }),
      })
      expect(notANumber.body.code).toBe(API_CODE.validation)
      // An edit retargets it in place (same place in the carousel).
      const edited = await operator.call(consoleBannerSave, {
        id: search.id,
        image: picture,
        linkType: 'category',
        linkTarget: String(testCategoryId),
        title: 'Phones',
      })
      expect(edited).toMatchObject({
        id: search.id,
        linkType: 'category',
        link: `/search?categoryId=${testCategoryId}`,
        sortOrder: search.sortOrder,
      })
      for (const id of [product.id, shop.id, category.id, search.id])
        await operator.call(consoleBannerDelete, { id })
    })

    it('shows shoppers enabled banners within their schedule, in order, at once', async () => {
      const now = t.clock.now()
      const iso = (ms: number) => new Date(ms).toISOString()
      const ids = async () => (await guest.call(indexBanner)).list.map((b) => b.id)
      const first = await ids() // cached for a minute
      const live = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'search',
        linkTarget: 'live',
        endsAt: iso(now + 2 * HOUR),
      })
      const later = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'search',
        linkTarget: 'later',
        startsAt: iso(now + HOUR),
      })
      const off = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'search',
        linkTarget: 'off',
        enabled: false,
      })
      expect([live.state, later.state, off.state]).toEqual(['live', 'scheduled', 'disabled'])
      expect(await ids()).toEqual([...first, live.id])
      expect((await guest.call(indexIndex)).banners.map((b) => b.id)).toEqual([...first, live.id])

      const ended = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'search',
        linkTarget: 'ended',
        startsAt: iso(now - 2 * HOUR),
        endsAt: iso(now - HOUR),
      })
      expect(ended.state).toBe('ended')
      expect(await ids()).toEqual([...first, live.id])

      // An hour and a half on: the scheduled one is live, after the live one; moved up, it comes first.
      t.clock.advance(1.5 * HOUR)
      t.server.services.catalogCache.invalidate()
      expect(await ids()).toEqual([...first, live.id, later.id])
      await operator.call(consoleBannerMove, { id: later.id, direction: 'up' })
      expect(await ids()).toEqual([...first, later.id, live.id])
      // Past the live one's end it leaves the home.
      t.clock.advance(HOUR)
      t.server.services.catalogCache.invalidate()
      expect(await ids()).toEqual([...first, later.id])
      expect((await operator.call(consoleBanners)).list.find((b) => b.id === live.id)?.state).toBe('ended')
      for (const id of [live.id, later.id, off.id, ended.id]) await operator.call(consoleBannerDelete, { id })
      expect(await ids()).toEqual(first)
    })

    it('refuses a schedule that ends before it starts', async () => {
      const response = await t.raw('/api/console/banner_save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: operatorToken },
        body: JSON.stringify({
          image: picture,
          linkType: 'search',
          linkTarget: 'x',
          startsAt: '2026-12-10T10:00:00Z',
          endsAt: '2026-12-10T09:00:00Z',
        }),
      })
      expect(response.body.code).toBe(API_CODE.validation)
      expect(response.body.msg).toBe('The end must be after the start')
    })

    it('refuses to delete a category a banner opens', async () => {
      const empty = await operator.call(consoleCategorySave, { names: { en: 'Bannered' } })
      const banner = await operator.call(consoleBannerSave, {
        image: picture,
        linkType: 'category',
        linkTarget: String(empty.id),
      })
      expect(await msgOf(operator.call(consoleCategoryDelete, { id: empty.id }))).toBe(
        'A home banner links to this category: change the banner first, or hide the category',
      )
      await operator.call(consoleBannerDelete, { id: banner.id })
      await operator.call(consoleCategoryDelete, { id: empty.id })
    })
  })

  describe('announcements', () => {
    it('sends, corrects and withdraws an announcement in every shopper’s notifications; ops announce lists too', async () => {
      const inbox = async () =>
        (await shopper.client.call(notificationList, { page: 1, limit: 50 })).list.filter(
          (n) => n.templateKey === 'notification.platformAnnouncement',
        )
      const sent = await operator.call(consoleAnnouncementSave, {
        title: 'Maintenance',
        body: 'Sunday 02:00',
      })
      expect(sent.recipients).toBeGreaterThanOrEqual(1)
      expect((await inbox()).map((n) => n.params)).toContainEqual({
        title: 'Maintenance',
        body: 'Sunday 02:00',
      })
      await operator.call(consoleAnnouncementSave, {
        id: sent.id,
        title: 'Maintenance',
        body: 'Sunday 03:00',
      })
      // Every shopper's cached notification list was dropped: the correction shows at once.
      expect((await inbox()).map((n) => n.params)).toContainEqual({
        title: 'Maintenance',
        body: 'Sunday 03:00',
      })
      expect((await inbox()).map((n) => n.params)).not.toContainEqual({
        title: 'Maintenance',
        body: 'Sunday 02:00',
      })

      await operatorOf(t).run({ verb: 'announce', title: 'From the shell', body: 'Hello' })
      const listed = (await operator.call(consoleAnnouncements)).list
      expect(listed.map((a) => a.title).slice(0, 2)).toEqual(['From the shell', 'Maintenance'])

      await operator.call(consoleAnnouncementDelete, { id: sent.id })
      expect((await inbox()).map((n) => n.params['title'])).not.toContain('Maintenance')
      expect(await codeOf(operator.call(consoleAnnouncementDelete, { id: sent.id }))).toBe(API_CODE.notFound)
    })
  })

  describe('hot lists', () => {
    it('puts pinned products first and never shows hidden ones; the console sees both', async () => {
      const db = dbOf(t)
      await db.update(products).set({ isHot: 1 }).where(eq(products.id, productIds[0]!))
      await db.update(products).set({ isHot: 1, sales: 50 }).where(eq(products.id, productIds[2]!))
      t.server.services.catalogCache.invalidate()
      const hot = async () =>
        (await guest.call(indexHotProduct, { page: 1, limit: 10 })).list.map((p) => p.id)
      expect(await hot()).toEqual([productIds[2], productIds[0]])
      // Product 4 is not hot by itself: pinned, it comes first.
      await operator.call(consoleHotPin, { kind: 'product', id: productIds[3]!, pin: 'pinned' })
      expect(await hot()).toEqual([productIds[3], productIds[2], productIds[0]])
      await operator.call(consoleHotPin, { kind: 'product', id: productIds[2]!, pin: 'hidden' })
      expect(await hot()).toEqual([productIds[3], productIds[0]])
      expect((await guest.call(indexIndex)).hotProducts.map((p) => p.id)).toEqual([
        productIds[3],
        productIds[0],
      ])
      const lists = await operator.call(consoleHotLists)
      expect(lists.products.map((p) => [p.id, p.pin])).toEqual([
        [productIds[3], 'pinned'],
        [productIds[0], null],
        [productIds[2], 'hidden'],
      ])
      await operator.call(consoleHotPin, { kind: 'product', id: productIds[2]!, pin: null })
      await operator.call(consoleHotPin, { kind: 'product', id: productIds[3]!, pin: null })
      expect(await hot()).toEqual([productIds[2], productIds[0]])
      expect(
        await codeOf(operator.call(consoleHotPin, { kind: 'product', id: 999_999, pin: 'pinned' })),
      ).toBe(API_CODE.failure)
    })

    it('pins and hides hot shops the same way', async () => {
      const db = dbOf(t)
      for (const [i, id] of shopIds.entries())
        await db
          .update(shops)
          .set({ sales: 100 - i })
          .where(eq(shops.id, id))
      t.server.services.catalogCache.invalidate()
      const hot = async () => (await guest.call(indexHotMerchant, {})).list.map((s) => s.id)
      expect(await hot()).toEqual(shopIds)
      await operator.call(consoleHotPin, { kind: 'shop', id: shopIds[3]!, pin: 'pinned' })
      await operator.call(consoleHotPin, { kind: 'shop', id: shopIds[0]!, pin: 'hidden' })
      expect(await hot()).toEqual([shopIds[3], shopIds[1], shopIds[2]])
      expect((await guest.call(indexIndex)).hotMerchants.map((s) => s.id)).toEqual([
        shopIds[3],
        shopIds[1],
        shopIds[2],
      ])
      expect((await operator.call(consoleHotLists)).shops.at(-1)).toMatchObject({
        id: shopIds[0],
        pin: 'hidden',
      })
      await operator.call(consoleHotPin, { kind: 'shop', id: shopIds[0]!, pin: null })
      await operator.call(consoleHotPin, { kind: 'shop', id: shopIds[3]!, pin: null })
    })
  })

  it('writes every operator action to the audit log, named', async () => {
    const category = await operator.call(consoleCategorySave, { names: { en: 'Audited' } })
    await operator.call(consoleCategoryHide, { id: category.id, hidden: true })
    await operator.call(consoleCategoryDelete, { id: category.id })
    await operator.call(consoleHotPin, { kind: 'shop', id: shopIds[1]!, pin: 'pinned' })
    await operator.call(consoleHotPin, { kind: 'shop', id: shopIds[1]!, pin: null })
    const logged = new Map<string, Awaited<ReturnType<typeof fetchAction>>>()
    async function fetchAction(action: string) {
      return (await operator.call(consoleAuditLog, { action, page: 1, limit: 50 })).list
    }
    for (const action of [
      'category.add',
      'category.edit',
      'category.move',
      'category.hide',
      'category.unhide',
      'category.delete',
      'banner.add',
      'banner.edit',
      'banner.move',
      'banner.delete',
      'announcement.add',
      'announcement.edit',
      'announcement.delete',
      'hot.product',
      'hot.shop',
    ])
      logged.set(action, await fetchAction(action))
    const of = (action: string) => logged.get(action) ?? []
    expect(of('category.add').find((e) => e.targetId === String(category.id))).toMatchObject({
      targetType: 'category',
      targetLabel: 'Audited',
      before: null,
    })
    expect(of('category.hide').find((e) => e.targetId === String(category.id))?.after).toEqual({
      hidden: true,
    })
    expect(of('category.delete').find((e) => e.targetId === String(category.id))?.after).toBeNull()
    for (const [action, entries] of logged) expect(entries.length, action).toBeGreaterThan(0)
    expect(of('announcement.add').map((e) => e.actorName)).toContain('ops (command line)')
    expect(of('banner.add')[0]?.targetType).toBe('banner')
  })

  it('answers only the operator: shop owner, manager, agent, shopper and guest are refused on every call', async () => {
    const [someBanner] = await dbOf(t).select({ id: banners.id }).from(banners).limit(1)
    const id = someBanner?.id ?? 1
    const calls = [
      (c: ApiClient) => c.call(consoleCategories),
      (c: ApiClient) => c.call(consoleCategorySave, { names: { en: 'Nope' } }),
      (c: ApiClient) => c.call(consoleCategoryMove, { id: testCategoryId, direction: 'down' }),
      (c: ApiClient) => c.call(consoleCategoryHide, { id: testCategoryId, hidden: true }),
      (c: ApiClient) => c.call(consoleCategoryDelete, { id: testCategoryId }),
      (c: ApiClient) => c.call(consoleBanners),
      (c: ApiClient) =>
        c.call(consoleBannerSave, { image: '/uploads/u/x.png', linkType: 'search', linkTarget: 'x' }),
      (c: ApiClient) => c.call(consoleBannerMove, { id, direction: 'up' }),
      (c: ApiClient) => c.call(consoleBannerDelete, { id }),
      (c: ApiClient) => c.call(consoleAnnouncements),
      (c: ApiClient) => c.call(consoleAnnouncementSave, { title: 'No', body: 'No' }),
      (c: ApiClient) => c.call(consoleAnnouncementDelete, { id: 1 }),
      (c: ApiClient) => c.call(consoleHotLists),
      (c: ApiClient) => c.call(consoleHotPin, { kind: 'product', id: productIds[0]!, pin: 'hidden' }),
    ]
    const refused: [string, ApiClient, number][] = [
      ['owner', owner, API_CODE.forbidden],
      ['manager', manager, API_CODE.forbidden],
      ['agent', agent, API_CODE.forbidden],
      ['shopper', shopper.client, API_CODE.forbidden],
      ['guest', guest, API_CODE.unauthorized],
    ]
    for (const [who, client, code] of refused) {
      for (const [i, call] of calls.entries()) {
        expect(await codeOf(call(client)), `${who} call ${i}`).toBe(code)
      }
    }
    // Nothing they tried was written.
    const [category] = await dbOf(t).select().from(categories).where(eq(categories.id, testCategoryId))
    expect(category?.hidden).toBe(false)
    expect((await guest.call(indexHotProduct, { page: 1, limit: 10 })).list.map((p) => p.id)).toContain(
      productIds[0],
    )
  })
})
