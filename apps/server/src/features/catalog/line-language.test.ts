import { cartAdd, cartList, orderDetail, orderList } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productSkus, products } from '../../db/schema'
import { checkout, dbOf, makeShopper, pickSkus, type SkuPick } from '../../test-support/commerce-fixtures'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { lineInLanguage } from './line-language'

// Issue #46 "in the shopper's language, everywhere": the cart (and so checkout), the order list
// and the order detail name the product and its options as the product page does.

describe('lineInLanguage', () => {
  const translations = {
    en: { options: { Navy: 'Navy blue' } },
    zh: { name: '雨衣', options: { M: '中号', Navy: '藏青色' } },
  }
  it.each([
    ['zh', { productName: '雨衣', spec: '中号 / 藏青色' }],
    ['jp', { productName: 'Rain Jacket Plus', spec: 'M / Navy blue' }],
    ['en', { productName: 'Rain Jacket Plus', spec: 'M / Navy blue' }],
  ] as const)('%s: the language, then English, then as written', (lang, expected) => {
    expect(
      lineInLanguage({ productName: 'Rain Jacket Plus', spec: 'M / Navy', quantity: 1 }, translations, lang),
    ).toEqual({
      ...expected,
      quantity: 1,
    })
  })

  it('keeps a line without spec, and a line of a product no longer there, as bought', () => {
    expect(lineInLanguage({ productName: 'Mug', spec: '' }, translations, 'zh')).toEqual({
      productName: '雨衣',
      spec: '',
    })
    expect(lineInLanguage({ productName: 'Mug', spec: 'M' }, undefined, 'zh')).toEqual({
      productName: 'Mug',
      spec: 'M',
    })
  })
})

describe.each(endpointDrivers())('cart and orders in the shopper language on %s', (driver) => {
  let t: TestServer
  let pick: SkuPick
  let label: string
  beforeAll(async () => {
    t = await startTestServer(driver)
    const db = dbOf(t)
    ;[pick] = (await pickSkus(db, 1, 1_000, 2)) as [SkuPick]
    const [sku] = await db
      .select({ label: productSkus.label })
      .from(productSkus)
      .where(eq(productSkus.id, pick.skuId))
    label = sku!.label
    const options = Object.fromEntries(label.split(' / ').map((part) => [part, `${part}（中）`]))
    await db
      .update(products)
      .set({ translations: { zh: { name: '测试商品', options } } })
      .where(eq(products.id, pick.productId))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('names the line in Chinese for a Chinese shopper, and as written in English', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const [order] = (await checkout(shopper, [{ pick, quantity: 1 }])).orders
    const zhSpec =
      label === 'Default'
        ? ''
        : label
            .split(' / ')
            .map((part) => `${part}（中）`)
            .join(' / ')
    const zh = t.client(shopper.token, 'zh')
    const en = t.client(shopper.token, 'en')

    const orders = await zh.call(orderList, {})
    expect(orders.list[0]?.items[0]).toMatchObject({ productName: '测试商品', spec: zhSpec })
    expect((await zh.call(orderDetail, { id: order!.id })).items[0]).toMatchObject({
      productName: '测试商品',
      spec: zhSpec,
    })
    expect((await en.call(orderDetail, { id: order!.id })).items[0]).toMatchObject({ productName: pick.name })

    await zh.call(cartAdd, { productId: pick.productId, skuId: pick.skuId, quantity: 1 })
    const zhCart = (await zh.call(cartList)).shops.flatMap((s) => s.items)
    expect(zhCart.find((i) => i.skuId === pick.skuId)).toMatchObject({
      productName: '测试商品',
      spec: zhSpec,
    })
    const enCart = (await en.call(cartList)).shops.flatMap((s) => s.items)
    expect(enCart.find((i) => i.skuId === pick.skuId)).toMatchObject({ productName: pick.name })
  })
})
