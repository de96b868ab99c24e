import {
  API_CODE,
  notificationList,
  ORDER_PAYMENT_WINDOW_MINUTES,
  ORDER_STATUS,
  orderCancel,
  orderDetail,
  orderList,
  orderPay,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema'
import {
  checkout,
  dbOf,
  makeShopper,
  PAY_CODE,
  type SkuPick,
  skuStock,
} from '../../test-support/commerce-fixtures'
import { refusal } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { ORDER_PAYMENT_WINDOW_MS } from './order-expiry'

const MINUTE = 60_000

/** README "Unpaid orders expire": reserve at checkout, release on expiry (sweep or lazily) or cancel. */
describe.each(endpointDrivers())('unpaid order expiry on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  const STOCK = 20
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 4, STOCK))
  })
  afterAll(async () => {
    await t?.close()
  })

  const stateOf = async (id: number) => (await dbOf(t).select().from(orders).where(eq(orders.id, id)))[0]!

  it('shows the pay deadline, holds the stock until it, then gives it back when read', async () => {
    const pick = picks[0]!
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const before = await skuStock(dbOf(t), pick.skuId)
    const { orders: created } = await checkout(buyer, [{ pick, quantity: 3 }])
    const id = created[0]!.id
    const detail = await buyer.client.call(orderDetail, { id })
    const deadline = Date.parse(detail.payDeadline!)
    expect(deadline - Date.parse(detail.createdAt)).toBe(ORDER_PAYMENT_WINDOW_MINUTES * MINUTE)
    expect((await buyer.client.call(orderList, {})).list[0]!.payDeadline).toBe(detail.payDeadline)
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(before - 3)

    t.clock.advance(ORDER_PAYMENT_WINDOW_MS - MINUTE)
    expect((await buyer.client.call(orderDetail, { id })).status).toBe(ORDER_STATUS.toPay)
    t.clock.advance(2 * MINUTE)
    // No sweep ran: reading the order expires it.
    const expired = await buyer.client.call(orderDetail, { id })
    expect(expired).toMatchObject({ status: ORDER_STATUS.cancelled, payDeadline: null })
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(before)
    expect((await stateOf(id)).cancelReason).toBe('payment_expired')
    const [notice] = (await buyer.client.call(notificationList, {})).list
    expect(notice).toMatchObject({ templateKey: 'notification.orderCancelled', params: { refundedCents: 0 } })
  })

  it('refuses to pay after the deadline with a clear message, and charges nothing', async () => {
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const { orders: created } = await checkout(buyer, [{ pick: picks[1]!, quantity: 1 }])
    const order = created[0]!
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS + 1000)
    const refused = await refusal(buyer.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE }))
    expect(refused).toEqual({
      code: API_CODE.invalidTransition,
      msg: `Order ${order.orderSn} was not paid within ${ORDER_PAYMENT_WINDOW_MINUTES} minutes and has been cancelled; its items are back in stock, please order again`,
    })
    // Asked again (now already cancelled as expired): the same answer.
    expect(await refusal(buyer.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE }))).toEqual(
      refused,
    )
    expect((await buyer.client.call(orderDetail, { id: order.id })).status).toBe(ORDER_STATUS.cancelled)
  })

  it('pays just before the deadline; a paid order never expires', async () => {
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const { orders: created } = await checkout(buyer, [{ pick: picks[2]!, quantity: 1 }])
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS - 5000)
    await buyer.client.call(orderPay, { orderIds: [created[0]!.id], payCode: PAY_CODE })
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS)
    await t.server.services.sweeps.runOnce()
    const detail = await buyer.client.call(orderDetail, { id: created[0]!.id })
    expect(detail).toMatchObject({ status: ORDER_STATUS.toShip, payDeadline: null })
  })

  it('the sweep expires orders nobody reads, on the injected clock', async () => {
    const pick = picks[3]!
    const buyer = await makeShopper(t)
    const before = await skuStock(dbOf(t), pick.skuId)
    const { orders: created } = await checkout(buyer, [{ pick, quantity: 2 }])
    const id = created[0]!.id
    await t.server.services.sweeps.runOnce()
    expect((await stateOf(id)).state).toBe('awaiting_payment')
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS + 1000)
    await t.server.services.sweeps.runOnce()
    expect(await stateOf(id)).toMatchObject({ state: 'cancelled', cancelReason: 'payment_expired' })
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(before)
  })

  it("a shopper's cancel gives the stock back and is told apart from an expiry", async () => {
    const pick = picks[0]!
    const buyer = await makeShopper(t)
    const before = await skuStock(dbOf(t), pick.skuId)
    const { orders: created } = await checkout(buyer, [{ pick, quantity: 4 }])
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(before - 4)
    await buyer.client.call(orderCancel, { id: created[0]!.id })
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(before)
    expect((await stateOf(created[0]!.id)).cancelReason).toBe('shopper')
  })

  it('an order for the whole stock frees it for others once it expires', async () => {
    const pick = picks[1]!
    const all = await skuStock(dbOf(t), pick.skuId)
    // A balance that covers it: beyond the balance an account holds at most 5 units (hold-limits.ts).
    const hoarder = await makeShopper(t, { balanceCents: all * pick.priceCents + 100_000 })
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    await checkout(hoarder, [{ pick, quantity: all }])
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(0)
    t.clock.advance(ORDER_PAYMENT_WINDOW_MS + 1000)
    await t.server.services.sweeps.runOnce()
    const { orders: mine } = await checkout(buyer, [{ pick, quantity: 1 }])
    await buyer.client.call(orderPay, { orderIds: [mine[0]!.id], payCode: PAY_CODE })
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(all - 1)
  })
})
