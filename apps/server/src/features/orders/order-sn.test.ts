import { cartAdd, cartSelect } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema'
import {
  checkout,
  dbOf,
  makeShopper,
  type Shopper,
  type SkuPick,
  skuStock,
} from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { engineDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { createOrders, makeOrderSn } from './order-create'

describe.each(engineDrivers())('order numbers on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  let buyer: Shopper
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 1, 100))
    buyer = await makeShopper(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** One selected cart line of picks[0], ready for createOrders. */
  async function cartLine(): Promise<number> {
    await buyer.client.call(cartSelect, { scope: 'all', selected: false })
    const view = await buyer.client.call(cartAdd, {
      productId: picks[0]!.productId,
      skuId: picks[0]!.skuId,
      quantity: 1,
    })
    return view.shops.flatMap((s) => s.items).find((i) => i.skuId === picks[0]!.skuId)!.id
  }

  it('look like CM, the UTC second and six digits', () => {
    expect(makeOrderSn(Date.UTC(2026, 10, 24, 13, 6, 24))).toMatch(/^CM20261124130624\d{6}$/)
  })

  it('a number drawn twice is drawn again: the checkout succeeds, nothing is lost', async () => {
    const first = await checkout(buyer, [{ pick: picks[0]!, quantity: 1 }])
    const taken = first.orders[0]!.orderSn
    const stockBefore = await skuStock(dbOf(t), picks[0]!.skuId)
    const draws = [taken, taken, 'CM20261124130624000001']
    const created = await createOrders(
      dbOf(t),
      t.clock,
      t.server.services.catalogCache,
      buyer.userId,
      { cartIds: [await cartLine()], addressId: buyer.addressId },
      () => draws.shift()!,
    )
    expect(draws).toEqual([])
    expect(created.orders.map((o) => o.orderSn)).toEqual(['CM20261124130624000001'])
    const rows = await dbOf(t).select().from(orders).where(eq(orders.userId, buyer.userId))
    expect(rows.map((o) => o.orderSn).sort()).toEqual(['CM20261124130624000001', taken].sort())
    expect(await skuStock(dbOf(t), picks[0]!.skuId)).toBe(stockBefore - 1)
  })

  it('gives up after five repeats and rolls the whole checkout back', async () => {
    const [existing] = await dbOf(t).select().from(orders).where(eq(orders.userId, buyer.userId)).limit(1)
    const cartId = await cartLine()
    const stockBefore = await skuStock(dbOf(t), picks[0]!.skuId)
    const ordersBefore = (await dbOf(t).select().from(orders)).length
    await expect(
      createOrders(
        dbOf(t),
        t.clock,
        t.server.services.catalogCache,
        buyer.userId,
        { cartIds: [cartId], addressId: buyer.addressId },
        () => existing!.orderSn,
      ),
    ).rejects.toThrow(/no free order number/)
    expect((await dbOf(t).select().from(orders)).length).toBe(ordersBefore)
    expect(await skuStock(dbOf(t), picks[0]!.skuId)).toBe(stockBefore)
    // The cart line is still there: a second try with a free number goes through.
    const created = await createOrders(dbOf(t), t.clock, t.server.services.catalogCache, buyer.userId, {
      cartIds: [cartId],
      addressId: buyer.addressId,
    })
    expect(created.orders).toHaveLength(1)
  })
})
