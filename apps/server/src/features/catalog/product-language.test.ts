import {
  type ProductDetail,
  type ProductSummary,
  productSearch,
  productSuggest,
  SEARCH_SUGGEST_MAX,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema'
import type { ProductTranslations } from '../../db/schema/localized'
import { KIND_NAMES, OPTION_WORDS } from '../../seed/demo-catalog-languages'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { localizeProduct, searchTextOf } from './product-language'

const translations: ProductTranslations = {
  en: { name: 'Phone (en)', options: { Farbe: 'Colour' } },
  zh: { name: '手机', description: '好手机', options: { Farbe: '颜色', Schwarz: '黑色' } },
}
const original = {
  name: 'Telefon',
  description: 'Ein Telefon',
  specs: [{ name: 'Farbe', values: ['Schwarz', 'Weiß'] }],
  translations,
}

describe('localizeProduct: the language, then en, then the original (table)', () => {
  it.each([
    ['zh', '手机', '好手机', '颜色', ['黑色', 'Weiß']],
    ['en', 'Phone (en)', 'Ein Telefon', 'Colour', ['Schwarz', 'Weiß']],
    ['jp', 'Phone (en)', 'Ein Telefon', 'Colour', ['Schwarz', 'Weiß']],
  ] as const)('%s', (lang, name, description, group, values) => {
    const text = localizeProduct(original, lang)
    expect(text).toMatchObject({ name, description, specs: [{ name: group, values }] })
  })

  it('keeps the original when nothing is translated', () => {
    expect(localizeProduct({ ...original, translations: {} }, 'kor')).toMatchObject({
      name: 'Telefon',
      description: 'Ein Telefon',
      specs: original.specs,
    })
  })

  it('searches every language name, lower-cased, once each', () => {
    expect(searchTextOf('Telefon', translations).split('\n')).toEqual(['telefon', 'phone (en)', '手机'])
  })
})

describe.each(endpointDrivers())('product content in five languages on %s', (driver) => {
  let t: TestServer
  let phone: ProductDetail
  beforeAll(async () => {
    t = await startTestServer(driver)
    const found = await t.client().call(productSearch, { keyword: 'Smartphone X', limit: 50 })
    const id = found.list.find((p) => p.name === 'Smartphone X')!.id
    phone = (await t.raw(`/api/product/detail?id=${id}`)).body.data as ProductDetail
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(['en', 'zh', 'jp', 'kor', 'tai'] as const)('answers a product page in %s', async (lang) => {
    const { body } = await t.raw(`/api/product/detail?id=${phone.id}`, { headers: { Lang: lang } })
    const detail = body.data as ProductDetail
    const name = lang === 'en' ? 'Smartphone X' : KIND_NAMES['Smartphone X']![lang]
    expect(detail.name).toBe(name)
    if (lang !== 'en') expect(detail.description).toContain(name)
    const colour = lang === 'en' ? 'Colour' : OPTION_WORDS.Colour![lang]
    const black = lang === 'en' ? 'Black' : OPTION_WORDS.Black![lang]
    expect(detail.specs.map((g) => g.name)).toContain(colour)
    // The SKUs' values are translated with the same words, so the options sheet still finds a SKU.
    const offered = new Set(detail.specs.flatMap((g) => g.values))
    expect(detail.skus.every((sku) => sku.specValues.every((v) => offered.has(v)))).toBe(true)
    expect(detail.skus.some((sku) => sku.specValues.includes(black))).toBe(true)
  })

  it('answers a guest by the lang query parameter, and lists, search and home in the language', async () => {
    const detail = await t.raw(`/api/product/detail?id=${phone.id}&lang=jp`)
    expect((detail.body.data as ProductDetail).name).toBe('スマートフォン X')
    const list = await t.raw('/api/index/product?categoryId=' + phone.categoryId + '&limit=50', {
      headers: { Lang: 'zh' },
    })
    const names = (list.body.data as { list: ProductSummary[] }).list.map((p) => p.name)
    expect(names).toContain('智能手机 X')
    const home = await t.raw('/api/index/index?lang=kor')
    const data = home.body.data as { banners: { title: string }[] }
    expect(data.banners.map((b) => b.title)).toContain('봄 세일: 최대 30% 할인')
  })

  it.each([
    ['手机', 'zh', '智能手机'],
    ['スマートフォン', 'jp', 'スマートフォン'],
    ['스마트폰', 'kor', '스마트폰'],
    ['สมาร์ทโฟน', 'tai', 'สมาร์ทโฟน'],
    ['smartphone', 'zh', '智能手机'],
    ['手机', 'en', 'Smartphone'],
  ] as const)('search finds "%s" in any language, answered in %s', async (keyword, lang, expected) => {
    const { body } = await t.raw(`/api/product/search?keyword=${encodeURIComponent(keyword)}&limit=50`, {
      headers: { Lang: lang },
    })
    const list = (body.data as { list: ProductSummary[] }).list
    expect(list.length).toBeGreaterThan(0)
    expect(list.some((p) => p.name.startsWith(expected))).toBe(true)
    expect(list.map((p) => p.id)).toContain(phone.id)
  })

  it("suggests names in the shopper's language for a keyword in any language, without repeats", async () => {
    const zh = await t.raw(`/api/product/suggest?keyword=${encodeURIComponent('phone')}`, {
      headers: { Lang: 'zh' },
    })
    const names = (zh.body.data as { list: { id: number; name: string }[] }).list.map((s) => s.name)
    expect(names.length).toBeGreaterThan(0)
    expect(names.length).toBeLessThanOrEqual(SEARCH_SUGGEST_MAX)
    expect(new Set(names).size).toBe(names.length)
    expect(names.some((n) => n.includes('手机'))).toBe(true)
    const guest = await t.client(undefined, 'jp').call(productSuggest, { keyword: '手机', limit: 3 })
    expect(guest.list.length).toBeGreaterThan(0)
    expect(guest.list.length).toBeLessThanOrEqual(3)
    const none = await t.client().call(productSuggest, { keyword: 'no such thing at all' })
    expect(none.list).toEqual([])
    expect((await t.raw('/api/product/suggest')).body.msg).toBe('Please enter a search keyword')
  })

  it('falls back to English, then to the original, for a product translated in part', async () => {
    const db = t.server.database.db
    await db
      .update(products)
      .set({ translations: { zh: { name: '测试手机' } }, name: 'Originalname' })
      .where(eq(products.id, phone.id))
    t.server.services.catalogCache.invalidate()
    const page = async (lang: string) =>
      (
        (await t.raw(`/api/product/detail?id=${phone.id}`, { headers: { Lang: lang } })).body
          .data as ProductDetail
      ).name
    expect(await page('zh')).toBe('测试手机')
    expect(await page('tai')).toBe('Originalname')
    await db
      .update(products)
      .set({ translations: { en: { name: 'English name' } } })
      .where(eq(products.id, phone.id))
    t.server.services.catalogCache.invalidate()
    expect(await page('tai')).toBe('English name')
  })
})
