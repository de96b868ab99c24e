import {
  API_CODE,
  CATEGORY_LABELS,
  contentHelpSupport,
  contentLaw,
  contentPlatform,
  indexBanner,
  indexCategory,
  indexHotMerchant,
  indexHotProduct,
  indexIndex,
  indexProduct,
  type ProductSummary,
  productDetail,
  productRecommend,
  productReviews,
  productSearch,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v))

describe.each(endpointDrivers())('catalog on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists the ten categories of shop-spec §3, named in the request language', async () => {
    const { list } = await t.client().call(indexCategory)
    expect(list.map((c) => c.label)).toEqual([...CATEGORY_LABELS])
    const zh = await t.raw('/api/index/category', { headers: { Lang: 'zh' } })
    expect((zh.body.data as { list: { name: string }[] }).list[0]?.name).toBe('电脑')
  })

  it('pages through all products without overlap and with a consistent total', async () => {
    const api = t.client()
    const first = await api.call(indexProduct, { page: 1, limit: 50 })
    expect(first.total).toBeGreaterThanOrEqual(150)
    const seen = new Set<number>()
    for (let page = 1; (page - 1) * 50 < first.total; page++) {
      const result = await api.call(indexProduct, { page, limit: 50 })
      expect(result.total).toBe(first.total)
      for (const p of result.list) seen.add(p.id)
    }
    expect(seen.size).toBe(first.total)
    const beyond = await api.call(indexProduct, { page: 1000, limit: 10 })
    expect(beyond.list).toEqual([])
    const five = await api.call(indexProduct, { page: 5, limit: 10 })
    expect(five).toMatchObject({ page: 5, limit: 10 })
    expect(five.list).toHaveLength(10)
  })

  it.each([
    [
      'priceAsc',
      (l: ProductSummary[]) =>
        isSorted(
          l.map((p) => p.priceCents),
          'asc',
        ),
    ],
    [
      'priceDesc',
      (l: ProductSummary[]) =>
        isSorted(
          l.map((p) => p.priceCents),
          'desc',
        ),
    ],
    [
      'sales',
      (l: ProductSummary[]) =>
        isSorted(
          l.map((p) => p.sales),
          'desc',
        ),
    ],
  ] as const)('sorts by %s', async (sort, check) => {
    const { list } = await t.client().call(indexProduct, { sort, limit: 100 })
    expect(list.length).toBe(100)
    expect(check(list)).toBe(true)
  })

  it('filters by category, shop, price range and keyword', async () => {
    const api = t.client()
    const { list: categories } = await api.call(indexCategory)
    const phones = categories.find((c) => c.label === 'mobilePhone')!
    const inCategory = await api.call(indexProduct, { categoryId: phones.id, limit: 100 })
    expect(inCategory.total).toBeGreaterThan(0)
    expect(inCategory.list.every((p) => p.categoryId === phones.id)).toBe(true)

    const shopId = inCategory.list[0]!.shopId
    const inShop = await api.call(indexProduct, { shopId, limit: 100 })
    expect(inShop.list.every((p) => p.shopId === shopId)).toBe(true)

    const ranged = await api.call(indexProduct, { minPriceCents: 2000, maxPriceCents: 5000, limit: 100 })
    expect(ranged.total).toBeGreaterThan(0)
    expect(ranged.list.every((p) => p.priceCents >= 2000 && p.priceCents <= 5000)).toBe(true)

    // Names holding the word come first; synonyms ("phone": the cases) after them (search/search.test.ts).
    const search = await api.call(productSearch, { keyword: 'smartphone', limit: 6 })
    expect(search.total).toBeGreaterThan(6)
    expect(search.list.every((p) => p.name.toLowerCase().includes('smartphone'))).toBe(true)
    // LIKE wildcards are literal: '%' finds only names with a percent sign, '_' none.
    const percent = await api.call(indexProduct, { keyword: '85%' })
    expect(percent.total).toBeGreaterThan(0)
    expect(percent.list.every((p) => p.name.includes('85%'))).toBe(true)
    expect((await api.call(indexProduct, { keyword: '_' })).total).toBe(0)
  })

  it('refuses a search without keyword and a bad page with clear messages', async () => {
    expect((await t.raw('/api/product/search')).body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Please enter a search keyword',
    })
    expect((await t.raw('/api/index/product?page=0')).body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Invalid page or page size',
    })
    expect((await t.raw('/api/index/product?limit=1000')).body.code).toBe(API_CODE.validation)
    expect((await t.raw('/api/index/product?sort=cheapest')).body.code).toBe(API_CODE.validation)
  })

  it('serves hot products, hot merchants (page 1, limit 8), banners and the home aggregate', async () => {
    const api = t.client()
    const hot = await api.call(indexHotProduct, { page: 1, limit: 10 })
    expect(hot.list.length).toBeGreaterThan(0)
    expect(
      isSorted(
        hot.list.map((p) => p.sales),
        'desc',
      ),
    ).toBe(true)
    const merchants = await api.call(indexHotMerchant)
    expect(merchants).toMatchObject({ page: 1, limit: 8 })
    expect(merchants.list).toHaveLength(8)
    expect(merchants.total).toBeGreaterThanOrEqual(12)
    expect((await api.call(indexBanner)).list.length).toBeGreaterThan(0)
    const home = await api.call(indexIndex)
    expect(home.categories).toHaveLength(10)
    expect(home.hotMerchants).toEqual(merchants.list)
    expect(home.hotProducts[0]).toEqual(hot.list[0])
  })

  it('shows product detail with specs, SKUs and stock, and counts views', async () => {
    const api = t.client()
    const { list } = await api.call(productSearch, { keyword: 'Oxford Shirt' })
    const product = list[0]!
    const detail = await api.call(productDetail, { id: product.id })
    expect(detail.specs.map((s) => s.name)).toEqual(['Size', 'Colour'])
    expect(detail.skus).toHaveLength(8)
    expect(detail.skus.every((s) => s.specValues.length === 2)).toBe(true)
    expect(detail.stock).toBe(detail.skus.reduce((sum, s) => sum + s.stock, 0))
    expect(detail.priceCents).toBe(Math.min(...detail.skus.map((s) => s.priceCents)))
    expect(detail.images.length).toBeGreaterThanOrEqual(3)
    expect(detail.favourited).toBe(false)
    const again = await api.call(productDetail, { id: product.id })
    expect(again.seen).toBe(detail.seen + 1)
    // The buffered count reaches the database (what lists show).
    await t.server.services.views.flush()
    const listed = await api.call(productSearch, { keyword: 'Oxford Shirt', limit: 10 })
    expect(listed.list.find((p) => p.id === product.id)?.seen).toBe(product.seen + 2)
  })

  it('answers an unknown product with a not-found message', async () => {
    await expect(t.client().call(productDetail, { id: 999_999 })).rejects.toMatchObject({
      code: API_CODE.notFound,
      msg: 'Product not found',
    })
    expect((await t.raw('/api/product/detail?id=abc')).body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Invalid id',
    })
  })

  it('pages reviews newest first and recommends same-category products', async () => {
    const api = t.client()
    const { list } = await api.call(indexProduct, { limit: 100 })
    let reviewed: { id: number; total: number } | undefined
    for (const p of list) {
      const page = await api.call(productReviews, { productId: p.id, limit: 2 })
      if (page.total >= 3) {
        reviewed = { id: p.id, total: page.total }
        expect(page.list).toHaveLength(2)
        expect(page.list[0]!.createdAt >= page.list[1]!.createdAt).toBe(true)
        break
      }
    }
    expect(reviewed).toBeDefined()
    const second = await api.call(productReviews, { productId: reviewed!.id, limit: 2, page: 2 })
    expect(second.total).toBe(reviewed!.total)
    const product = await api.call(productDetail, { id: reviewed!.id })
    const recommended = await api.call(productRecommend, { productId: reviewed!.id, limit: 5 })
    expect(recommended.list.length).toBeGreaterThan(0)
    expect(recommended.list.every((p) => p.categoryId === product.categoryId && p.id !== product.id)).toBe(
      true,
    )
  })

  it.each([
    ['en', 'How do I place an order?'],
    ['zh', '如何下单？'],
    ['jp', '注文方法'],
    ['kor', '주문은 어떻게 하나요?'],
    ['tai', 'สั่งซื้ออย่างไร?'],
  ])('serves help, law and platform info in %s', async (lang, firstTitle) => {
    const help = await t.raw('/api/user/help_support', { headers: { Lang: lang } })
    expect((help.body.data as { list: { title: string }[] }).list[0]?.title).toBe(firstTitle)
    const law = await t.raw('/api/user/law', { headers: { Lang: lang } })
    expect((law.body.data as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(3)
    const platform = await t.raw('/api/index/platform', { headers: { Lang: lang } })
    expect(platform.body.data).toMatchObject({ name: 'CrossMart', currencySymbol: '$' })
  })

  it('matches the contract for content through the typed client', async () => {
    const api = t.client()
    expect((await api.call(contentHelpSupport)).list.length).toBeGreaterThan(0)
    expect((await api.call(contentLaw)).list.length).toBeGreaterThan(0)
    expect((await api.call(contentPlatform)).about).not.toBe('')
  })
})
