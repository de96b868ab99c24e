import {
  indexProduct,
  ORDER_PAYMENT_WINDOW_MINUTES,
  orderPay,
  PRODUCT_STATUS,
  REFUND_TYPE,
  refundApply,
  TOKEN_HEADER,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import {
  checkout,
  createTestCatalog,
  dbOf,
  makeShopper,
  PAY_CODE,
  pickSkus,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

/** Longer than any clock move below: only an invalidation can make the cached lists show new stock. */
const LONG_TTL_MS = 24 * 60 * 60 * 1000
const STOCK = 50

/**
 * Issue #30: the services that change stock clear the public catalog's cache themselves, so every
 * caller gets it, not only the shopper's routes: the console's refund decision and the expiry sweep too.
 */
describe.each(endpointDrivers())('the public catalog after stock changes on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false, catalogCacheTtlMs: LONG_TTL_MS })
    await createTestCatalog(dbOf(t))
    picks = await pickSkus(dbOf(t), 2, STOCK)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The product's stock (the sum of its SKUs') as the shop's public product list, a cached read, shows it. */
  const listedStock = async (pick: SkuPick) => {
    const { list } = await t.client().call(indexProduct, { shopId: pick.shopId, page: 1, limit: 50 })
    return list.find((p) => p.id === pick.productId)?.stock
  }

  it('the expiry sweep puts an unpaid order back on sale at once', async () => {
    const pick = picks[0]!
    const buyer = await makeShopper(t)
    const before = (await listedStock(pick))!
    await checkout(buyer, [{ pick, quantity: 3 }])
    expect(await listedStock(pick)).toBe(before - 3)
    t.clock.advance(ORDER_PAYMENT_WINDOW_MINUTES * 60_000 + 1_000)
    await t.server.services.sweeps.runOnce()
    expect(await listedStock(pick)).toBe(before)
  })

  it("the console's refund decision puts the goods back on sale at once", async () => {
    const pick = picks[1]!
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const before = (await listedStock(pick))!
    const [order] = (await checkout(buyer, [{ pick, quantity: 2 }])).orders
    await buyer.client.call(orderPay, { orderIds: [order!.id], payCode: PAY_CODE })
    const refund = await buyer.client.call(refundApply, {
      orderId: order!.id,
      type: REFUND_TYPE.refundOnly,
      amountCents: order!.totalCents,
      productStatus: PRODUCT_STATUS.notReceived,
      reason: 'Changed my mind',
      explanation: 'Not needed any more',
      proof: [buyer.image],
    })
    expect(await listedStock(pick)).toBe(before - 2)

    const staff = await t.register('staff')
    await dbOf(t).update(users).set({ role: 'staff', shopId: pick.shopId }).where(eq(users.id, staff.userId))
    const decided = await t.raw('/api/console/refund_decide', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: staff.token },
      body: JSON.stringify({ refundId: refund.id, decision: 'accept', reason: 'Refunded as asked' }),
    })
    expect(decided.status).toBe(200)
    expect(await listedStock(pick)).toBe(before)
  })
})
