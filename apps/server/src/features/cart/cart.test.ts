import { API_CODE, cartAdd, cartList, cartRemove, cartSelect, cartUpdate } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productSkus } from '../../db/schema'
import { dbOf, makeShopper, type SkuPick, setStock } from '../../test-support/commerce-fixtures'
import { refusal } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'

describe.each(endpointDrivers())('cart on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 3, 50))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('adds, merges the same SKU, groups by shop and totals the selected lines', async () => {
    const { client } = await makeShopper(t)
    const [a, b] = picks as [SkuPick, SkuPick]
    await client.call(cartAdd, { productId: a.productId, skuId: a.skuId, quantity: 2 })
    await client.call(cartAdd, { productId: a.productId, skuId: a.skuId, quantity: 1 })
    const view = await client.call(cartAdd, { productId: b.productId, skuId: b.skuId, quantity: 4 })
    expect(view.shops.map((s) => s.shopId)).toEqual([a.shopId, b.shopId])
    expect(view.shops[0]!.items).toHaveLength(1)
    expect(view.shops[0]!.items[0]).toMatchObject({
      quantity: 3,
      unitPriceCents: a.priceCents,
      selected: true,
      available: true,
    })
    expect(view.shops[0]!.selectedTotalCents).toBe(3 * a.priceCents)
    expect(view).toMatchObject({
      itemCount: 2,
      selectedCount: 2,
      selectedTotalCents: 3 * a.priceCents + 4 * b.priceCents,
    })
  })

  it('checks stock on add (merged quantity included) and on quantity change', async () => {
    const { client } = await makeShopper(t)
    const pick = picks[2]!
    await setStock(dbOf(t), pick, 5)
    const added = await client.call(cartAdd, { productId: pick.productId, skuId: pick.skuId, quantity: 4 })
    const id = added.shops[0]!.items[0]!.id
    const tooMany = await refusal(
      client.call(cartAdd, { productId: pick.productId, skuId: pick.skuId, quantity: 2 }),
    )
    expect(tooMany).toEqual({ code: API_CODE.outOfStock, msg: `Not enough stock for ${pick.name}: 5 left` })
    expect((await refusal(client.call(cartUpdate, { id, quantity: 6 }))).code).toBe(API_CODE.outOfStock)
    const updated = await client.call(cartUpdate, { id, quantity: 5 })
    expect(updated.shops[0]!.items[0]!.quantity).toBe(5)
    await setStock(dbOf(t), pick, 0)
    const view = await client.call(cartList)
    expect(view.shops[0]!.items[0]).toMatchObject({ available: false, stock: 0 })
    expect(view.selectedTotalCents).toBe(0)
    await setStock(dbOf(t), pick, 50)
  })

  it('asks for a spec when the product has several SKUs, and refuses a SKU of another product', async () => {
    const { client } = await makeShopper(t)
    const [multi] = await dbOf(t)
      .select({ productId: productSkus.productId })
      .from(productSkus)
      .where(eq(productSkus.id, picks[0]!.skuId))
    const skus = await dbOf(t).select().from(productSkus).where(eq(productSkus.productId, multi!.productId))
    expect(skus.length).toBeGreaterThan(1)
    expect((await refusal(client.call(cartAdd, { productId: multi!.productId, quantity: 1 }))).msg).toBe(
      'Please choose a specification',
    )
    const wrong = await refusal(
      client.call(cartAdd, { productId: picks[0]!.productId, skuId: picks[1]!.skuId, quantity: 1 }),
    )
    expect(wrong.msg).toBe('This specification does not exist')
    expect((await refusal(client.call(cartAdd, { productId: 999_999, quantity: 1 }))).code).toBe(
      API_CODE.notFound,
    )
  })

  it('refuses quantities outside 1..9999 with the validation message', async () => {
    const { token } = await makeShopper(t)
    for (const quantity of [0, -1, 10_000, 1.5]) {
      const response = await t.raw('/api/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ productId: picks[0]!.productId, skuId: picks[0]!.skuId, quantity }),
      })
      expect(response.body.code).toBe(API_CODE.validation)
    }
  })

  it('selects and unselects one line, a shop, or everything', async () => {
    const { client } = await makeShopper(t)
    const [a, b] = picks as [SkuPick, SkuPick]
    await client.call(cartAdd, { productId: a.productId, skuId: a.skuId, quantity: 1 })
    const start = await client.call(cartAdd, { productId: b.productId, skuId: b.skuId, quantity: 1 })
    const lineA = start.shops[0]!.items[0]!.id
    const selected = (v: typeof start) =>
      v.shops.flatMap((s) => s.items.filter((i) => i.selected).map((i) => i.id))
    const lineB = start.shops[1]!.items[0]!.id
    expect(selected(await client.call(cartSelect, { scope: 'all', selected: false }))).toEqual([])
    expect(selected(await client.call(cartSelect, { scope: 'items', ids: [lineA], selected: true }))).toEqual(
      [lineA],
    )
    expect(
      selected(await client.call(cartSelect, { scope: 'shop', shopId: b.shopId, selected: true })),
    ).toEqual([lineA, lineB])
    expect(
      selected(await client.call(cartSelect, { scope: 'shop', shopId: a.shopId, selected: false })),
    ).toEqual([lineB])
    const all = await client.call(cartSelect, { scope: 'all', selected: true })
    expect(selected(all)).toEqual([lineA, lineB])
    expect(all.selectedTotalCents).toBe(a.priceCents + b.priceCents)
  })

  it("never shows, changes, selects or removes another user's lines", async () => {
    const owner = await makeShopper(t)
    const other = await makeShopper(t)
    const pick = picks[0]!
    const view = await owner.client.call(cartAdd, {
      productId: pick.productId,
      skuId: pick.skuId,
      quantity: 1,
    })
    const id = view.shops[0]!.items[0]!.id
    expect((await other.client.call(cartList)).itemCount).toBe(0)
    expect((await refusal(other.client.call(cartUpdate, { id, quantity: 2 }))).code).toBe(API_CODE.notFound)
    await other.client.call(cartSelect, { scope: 'items', ids: [id], selected: false })
    await other.client.call(cartSelect, { scope: 'all', selected: false })
    await other.client.call(cartRemove, { ids: [id] })
    const after = await owner.client.call(cartList)
    expect(after.shops[0]!.items[0]).toMatchObject({ id, quantity: 1, selected: true })
    expect((await owner.client.call(cartRemove, { ids: [id] })).itemCount).toBe(0)
  })

  it('needs a login', async () => {
    expect((await t.raw('/api/cart/list')).status).toBe(401)
  })
})
