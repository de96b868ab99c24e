import {
  notificationList,
  ORDER_STATUS,
  orderConfirm,
  orderDetail,
  orderPay,
  PRODUCT_STATUS,
  REFUND_TYPE,
  refundApply,
  reviewAdd,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ORDER_AUTO_CONFIRM_DAYS } from '../../config/defaults'
import { users } from '../../db/schema'
import {
  checkout,
  dbOf,
  makeShopper,
  operatorOf,
  PAY_CODE,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import { uploadTestImage } from '../../test-support/test-image'
import type { TestServer } from '../../test-support/test-server'
import { DAY_MS } from './order-auto-confirm'

const MINUTE = 60_000
const WINDOW_MS = DEFAULT_ORDER_AUTO_CONFIRM_DAYS * DAY_MS

/** README "Receipt is confirmed by itself": the sweep, on the injected clock, confirms what the shopper did not. */
describe.each(endpointDrivers())('automatic confirmation of receipt on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  let buyer: Shopper
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 2, 1_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  async function paidOrder(): Promise<number> {
    const { orders: created } = await checkout(buyer, [{ pick: picks[0]!, quantity: 1 }])
    const id = created[0]!.id
    await buyer.client.call(orderPay, { orderIds: [id], payCode: PAY_CODE })
    return id
  }
  const statusOf = async (id: number) => (await buyer.client.call(orderDetail, { id })).status
  /** Days pass in these tests: the shopper logs in again, as a real one would (the token lasts 3 days). */
  async function logInAgain(): Promise<void> {
    const [row] = await dbOf(t)
      .select({ account: users.account })
      .from(users)
      .where(eq(users.id, buyer.userId))
    buyer = { ...buyer, client: t.client(await t.login(row!.account, 'secret123')) }
  }

  it('confirms an order shipped the set time ago; the review stays open and completes it', async () => {
    buyer = await makeShopper(t, { balanceCents: 10_000_000 })
    const shipped = await paidOrder()
    const delivered = await paidOrder()
    const ops = operatorOf(t)
    await ops.run({ verb: 'ship', orderId: shipped })
    await ops.run({ verb: 'ship', orderId: delivered })
    await ops.run({ verb: 'deliver', orderId: delivered })
    t.clock.advance(WINDOW_MS - MINUTE)
    await t.server.services.sweeps.runOnce()
    await logInAgain()
    expect([await statusOf(shipped), await statusOf(delivered)]).toEqual([
      ORDER_STATUS.toReceive,
      ORDER_STATUS.toReceive,
    ])
    t.clock.advance(2 * MINUTE)
    await t.server.services.sweeps.runOnce()
    for (const id of [shipped, delivered]) {
      const detail = await buyer.client.call(orderDetail, { id })
      expect(detail).toMatchObject({ status: ORDER_STATUS.received, reviewed: false })
      expect(detail.receivedAt).not.toBeNull()
    }
    const notices = (await buyer.client.call(notificationList, {})).list
    expect(notices.filter((n) => n.templateKey === 'notification.orderAutoConfirmed')).toHaveLength(2)
    await buyer.client.call(reviewAdd, {
      orderId: shipped,
      productScore: 5,
      serviceScore: 5,
      postageScore: 5,
      content: 'Arrived fine',
      pictures: [],
    })
    expect(await statusOf(shipped)).toBe(ORDER_STATUS.completed)
  })

  it('leaves alone orders not shipped, already confirmed, or in after-sale', async () => {
    buyer = await makeShopper(t, { balanceCents: 10_000_000 })
    const ops = operatorOf(t)
    const notShipped = await paidOrder()
    const confirmed = await paidOrder()
    await ops.run({ verb: 'ship', orderId: confirmed })
    await buyer.client.call(orderConfirm, { id: confirmed })
    const disputed = await paidOrder()
    await ops.run({ verb: 'ship', orderId: disputed })
    await buyer.client.call(refundApply, {
      orderId: disputed,
      type: REFUND_TYPE.refundOnly,
      amountCents: 100,
      productStatus: PRODUCT_STATUS.notReceived,
      reason: 'Not arrived',
      explanation: 'Nothing came',
      proof: [await uploadTestImage(t, buyer.token)],
    })
    const receivedAt = (await buyer.client.call(orderDetail, { id: confirmed })).receivedAt
    t.clock.advance(WINDOW_MS + MINUTE)
    await t.server.services.sweeps.runOnce()
    await logInAgain()
    expect(await statusOf(notShipped)).toBe(ORDER_STATUS.toShip)
    expect(await buyer.client.call(orderDetail, { id: confirmed })).toMatchObject({
      status: ORDER_STATUS.received,
      receivedAt,
    })
    expect(await statusOf(disputed)).toBe(ORDER_STATUS.afterSale)
  })
})
