import {
  API_CODE,
  cartAdd,
  cartList,
  cartSelect,
  ORDER_STATUS,
  orderCancel,
  orderConfirm,
  orderCreate,
  orderDetail,
  orderList,
  orderPay,
  PRODUCT_STATUS,
  REFUND_TYPE,
  refundApply,
  reviewAdd,
  userGetUserInfo,
  userVerifyPay,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderState } from '../../db/schema/orders'
import {
  checkout,
  dbOf,
  makeShopper,
  operatorOf,
  PAY_CODE,
  type Shopper,
  type SkuPick,
  setStock,
  skuStock,
} from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import { uploadTestImage } from '../../test-support/test-image'
import type { TestServer } from '../../test-support/test-server'
import { auditBalance } from '../ledger/ledger'
import { FREIGHT_RULE } from './pricing'

type Step = 'ok' | 'noop' | 'invalid' | 'already'
const STATES: OrderState[] = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'after_sale',
]
/**
 * What each shopper action does from each state, through HTTP (README "Order transitions"). `noop`:
 * paying a paid order succeeds and charges nothing; `already`: a second review or refund request.
 */
const SHOPPER_TABLE: Record<'pay' | 'cancel' | 'confirm' | 'review' | 'refund', Step[]> = {
  //        to pay     paid       shipped    delivered  received   completed  cancelled  after-sale
  pay: ['ok', 'noop', 'noop', 'noop', 'noop', 'noop', 'invalid', 'noop'],
  cancel: ['ok', 'ok', 'invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'invalid'],
  // shop-spec §4 code 2 "delivered (to receive)": confirmable once shipped, delivered or not (#31)
  confirm: ['invalid', 'invalid', 'ok', 'ok', 'invalid', 'invalid', 'invalid', 'invalid'],
  review: ['invalid', 'invalid', 'invalid', 'invalid', 'ok', 'already', 'invalid', 'invalid'],
  refund: ['invalid', 'ok', 'ok', 'ok', 'ok', 'ok', 'invalid', 'already'],
}

const reviewInput = (orderId: number) => ({
  orderId,
  productScore: 5,
  serviceScore: 4,
  postageScore: 3,
  content: 'Great',
  pictures: [],
})
const refundInput = (orderId: number, proof: string) => ({
  orderId,
  type: REFUND_TYPE.refundOnly,
  amountCents: 0,
  productStatus: PRODUCT_STATUS.notReceived,
  reason: 'Changed my mind',
  explanation: 'No longer needed',
  proof: [proof],
})

describe.each(endpointDrivers())('orders on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  let buyer: Shopper
  let buyerProof: string
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 4, 10_000))
    buyer = await makeShopper(t, { balanceCents: 50_000_000 })
    buyerProof = await uploadTestImage(t, buyer.token)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A fresh order of one unit of picks[0], driven to `state` by the shopper and the operator. */
  async function orderIn(state: OrderState, shopper = buyer): Promise<{ id: number; totalCents: number }> {
    const created = await checkout(shopper, [{ pick: picks[0]!, quantity: 1 }])
    const order = created.orders[0]!
    const ops = operatorOf(t)
    if (state === 'awaiting_payment') return order
    if (state === 'cancelled') {
      await shopper.client.call(orderCancel, { id: order.id })
      return order
    }
    await shopper.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
    if (state === 'paid') return order
    if (state === 'after_sale') {
      await shopper.client.call(refundApply, refundInput(order.id, await uploadTestImage(t, shopper.token)))
      return order
    }
    await ops.run({ verb: 'ship', orderId: order.id })
    if (state === 'shipped') return order
    await ops.run({ verb: 'deliver', orderId: order.id })
    if (state === 'delivered') return order
    await shopper.client.call(orderConfirm, { id: order.id })
    if (state === 'received') return order
    await shopper.client.call(reviewAdd, reviewInput(order.id))
    return order
  }

  const act = (action: keyof typeof SHOPPER_TABLE, id: number) => {
    const c = buyer.client
    switch (action) {
      case 'pay':
        return c.call(orderPay, { orderIds: [id], payCode: PAY_CODE })
      case 'cancel':
        return c.call(orderCancel, { id })
      case 'confirm':
        return c.call(orderConfirm, { id })
      case 'review':
        return c.call(reviewAdd, reviewInput(id))
      case 'refund':
        return c.call(refundApply, refundInput(id, buyerProof))
    }
  }

  const cells = (Object.keys(SHOPPER_TABLE) as (keyof typeof SHOPPER_TABLE)[]).flatMap((action) =>
    STATES.map((state, i) => [action, state, SHOPPER_TABLE[action][i]!] as const),
  )
  it.each(cells)('%s from %s: %s', async (action, state, step) => {
    const order = await orderIn(state)
    const before = await auditBalance(dbOf(t), buyer.userId)
    let result: unknown
    let code = 1
    try {
      result = await act(action, order.id)
    } catch (error) {
      code = (error as { code: number }).code
    }
    const expected = {
      ok: 1,
      noop: 1,
      invalid: API_CODE.invalidTransition,
      already: API_CODE.alreadySubmitted,
    }[step]
    expect(code).toBe(expected)
    const after = await auditBalance(dbOf(t), buyer.userId)
    expect(after.balanceCents).toBe(after.ledgerSumCents)
    if (action === 'pay' && step === 'noop') {
      expect(result).toMatchObject({ paidOrderIds: [], paidCents: 0 })
      expect(after.balanceCents).toBe(before.balanceCents)
    }
    if (action === 'pay' && step === 'ok')
      expect(after.balanceCents).toBe(before.balanceCents - order.totalCents)
    if (step === 'invalid' || step === 'already') expect(after).toEqual(before)
  })

  it('creates one order per shop from the selected lines only, prices on the server, reserves stock', async () => {
    const shopper = await makeShopper(t)
    const [a, b, c] = picks as [SkuPick, SkuPick, SkuPick]
    const stockA = await skuStock(dbOf(t), a.skuId)
    await shopper.client.call(cartAdd, { productId: a.productId, skuId: a.skuId, quantity: 2 })
    await shopper.client.call(cartAdd, { productId: b.productId, skuId: b.skuId, quantity: 1 })
    const view = await shopper.client.call(cartAdd, { productId: c.productId, skuId: c.skuId, quantity: 1 })
    const lines = view.shops.flatMap((s) => s.items)
    const lineC = lines.find((l) => l.skuId === c.skuId)!.id
    await shopper.client.call(cartSelect, { scope: 'items', ids: [lineC], selected: false })
    const selectedIds = lines.filter((l) => l.id !== lineC).map((l) => l.id)
    // A line that is not selected is refused even when named.
    expect(
      (await refusal(shopper.client.call(orderCreate, { cartIds: [lineC], addressId: shopper.addressId })))
        .msg,
    ).toBe('Please select at least one item')
    const created = await shopper.client.call(orderCreate, {
      cartIds: selectedIds,
      addressId: shopper.addressId,
    })
    expect(created.orders).toHaveLength(2)
    const details = await Promise.all(
      created.orders.map((o) => shopper.client.call(orderDetail, { id: o.id })),
    )
    const detailA = details.find((d) => d.shopId === a.shopId)!
    const goods = 2 * a.priceCents
    const freight = goods >= FREIGHT_RULE.freeFromGoodsCents ? 0 : FREIGHT_RULE.flatCents
    expect(detailA).toMatchObject({
      status: ORDER_STATUS.toPay,
      quantity: 2,
      goodsCents: goods,
      freightCents: freight,
      discountCents: 0,
      totalCents: goods + freight,
      promoCode: null,
      address: { addressee: 'Ada Buyer', area: 'Springfield', detailedAddress: '1 Main Street' },
      logistics: null,
    })
    expect(detailA.items[0]).toMatchObject({
      productId: a.productId,
      skuId: a.skuId,
      quantity: 2,
      unitPriceCents: a.priceCents,
    })
    expect(created.totalCents).toBe(details.reduce((s, d) => s + d.totalCents, 0))
    expect(await skuStock(dbOf(t), a.skuId)).toBe(stockA - 2)
    // The ordered lines left the cart; the unselected one stayed.
    expect((await shopper.client.call(cartList)).shops.flatMap((s) => s.items.map((i) => i.id))).toEqual([
      lineC,
    ])
  })

  it('applies a promo code and refuses an unknown one', async () => {
    const shopper = await makeShopper(t)
    const created = await checkout(shopper, [{ pick: picks[1]!, quantity: 1 }], 'freeship')
    const detail = await shopper.client.call(orderDetail, { id: created.orders[0]!.id })
    expect(detail).toMatchObject({ promoCode: 'FREESHIP', discountCents: detail.freightCents })
    expect(detail.totalCents).toBe(detail.goodsCents)
    expect((await refusal(checkout(shopper, [{ pick: picks[1]!, quantity: 1 }], 'BOGUS'))).msg).toBe(
      'This promo code does not exist',
    )
  })

  it('refuses a checkout beyond stock and reserves nothing', async () => {
    const shopper = await makeShopper(t)
    const [a, d] = [picks[0]!, picks[3]!]
    await setStock(dbOf(t), d, 3)
    const before = await skuStock(dbOf(t), a.skuId)
    await shopper.client.call(cartAdd, { productId: a.productId, skuId: a.skuId, quantity: 1 })
    const view = await shopper.client.call(cartAdd, { productId: d.productId, skuId: d.skuId, quantity: 3 })
    await setStock(dbOf(t), d, 2) // someone else bought in between
    const ids = view.shops.flatMap((s) => s.items.map((i) => i.id))
    const refused = await refusal(
      shopper.client.call(orderCreate, { cartIds: ids, addressId: shopper.addressId }),
    )
    expect(refused.code).toBe(API_CODE.outOfStock)
    expect(await skuStock(dbOf(t), a.skuId)).toBe(before)
    expect(await skuStock(dbOf(t), d.skuId)).toBe(2)
    expect((await shopper.client.call(orderList, {})).total).toBe(0)
    await setStock(dbOf(t), d, 10_000)
  })

  it("refuses another user's cart lines and address", async () => {
    const owner = await makeShopper(t)
    const thief = await makeShopper(t)
    const view = await owner.client.call(cartAdd, {
      productId: picks[0]!.productId,
      skuId: picks[0]!.skuId,
      quantity: 1,
    })
    const id = view.shops[0]!.items[0]!.id
    expect(
      await outcome(thief.client.call(orderCreate, { cartIds: [id], addressId: thief.addressId })),
    ).not.toBe(1)
    await thief.client.call(cartAdd, { productId: picks[0]!.productId, skuId: picks[0]!.skuId, quantity: 1 })
    const mine = (await thief.client.call(cartList)).shops[0]!.items[0]!.id
    expect(
      await outcome(thief.client.call(orderCreate, { cartIds: [mine], addressId: owner.addressId })),
    ).toBe(API_CODE.notFound)
  })

  it('pay: missing payment code, wrong code, shared lock with verify_pay, insufficient balance', async () => {
    const noCode = await makeShopper(t, { payCode: false })
    const order = (await checkout(noCode, [{ pick: picks[0]!, quantity: 1 }])).orders[0]!
    expect(await refusal(noCode.client.call(orderPay, { orderIds: [order.id], payCode: '123456' }))).toEqual({
      code: API_CODE.payCodeNotSet,
      msg: 'You have not set payment password',
    })

    const poor = await makeShopper(t, { balanceCents: 100 })
    const poorOrder = (await checkout(poor, [{ pick: picks[0]!, quantity: 1 }])).orders[0]!
    expect(
      await refusal(poor.client.call(orderPay, { orderIds: [poorOrder.id], payCode: PAY_CODE })),
    ).toEqual({
      code: API_CODE.insufficientBalance,
      msg: 'Your balance is not enough',
    })
    expect((await poor.client.call(userGetUserInfo)).balanceCents).toBe(100)
    expect((await poor.client.call(orderDetail, { id: poorOrder.id })).status).toBe(ORDER_STATUS.toPay)

    const codes: number[] = []
    for (let i = 0; i < 4; i++)
      codes.push(await outcome(poor.client.call(orderPay, { orderIds: [poorOrder.id], payCode: '999999' })))
    expect(codes).toEqual(Array(4).fill(API_CODE.payCodeWrong))
    // The 5th failure, through verify_pay, locks both: one guard for the payment code.
    expect(await outcome(poor.client.call(userVerifyPay, { payCode: '999999' }))).toBe(API_CODE.rateLimited)
    expect(await outcome(poor.client.call(orderPay, { orderIds: [poorOrder.id], payCode: PAY_CODE }))).toBe(
      API_CODE.rateLimited,
    )
  })

  it('pays several orders at once, charges once, and writes a ledger row per order', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const created = await checkout(shopper, [
      { pick: picks[0]!, quantity: 1 },
      { pick: picks[1]!, quantity: 2 },
    ])
    const ids = created.orders.map((o) => o.id)
    const paid = await shopper.client.call(orderPay, { orderIds: ids, payCode: PAY_CODE })
    expect(paid).toEqual({
      paidOrderIds: [...ids].sort((x, y) => x - y),
      paidCents: created.totalCents,
      balanceCents: 1_000_000 - created.totalCents,
    })
    const again = await shopper.client.call(orderPay, { orderIds: ids, payCode: PAY_CODE })
    expect(again).toEqual({ paidOrderIds: [], paidCents: 0, balanceCents: paid.balanceCents })
    const audit = await auditBalance(dbOf(t), shopper.userId)
    expect(audit).toEqual({ balanceCents: paid.balanceCents, ledgerSumCents: paid.balanceCents, entries: 3 })
    const other = await makeShopper(t, { balanceCents: 1_000_000 })
    expect(await outcome(other.client.call(orderPay, { orderIds: ids, payCode: PAY_CODE }))).toBe(
      API_CODE.notFound,
    )
  })

  it('cancelling a paid order returns the money (ledger) and the stock', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const stock = await skuStock(dbOf(t), picks[2]!.skuId)
    const order = (await checkout(shopper, [{ pick: picks[2]!, quantity: 3 }])).orders[0]!
    await shopper.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
    expect(await skuStock(dbOf(t), picks[2]!.skuId)).toBe(stock - 3)
    const cancelled = await shopper.client.call(orderCancel, { id: order.id })
    expect(cancelled.status).toBe(ORDER_STATUS.cancelled)
    expect(await skuStock(dbOf(t), picks[2]!.skuId)).toBe(stock)
    expect(await auditBalance(dbOf(t), shopper.userId)).toEqual({
      balanceCents: 1_000_000,
      ledgerSumCents: 1_000_000,
      entries: 3,
    })
  })

  it('lists by every status tab with pagination; detail shows logistics; other users see nothing', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const byState = new Map<OrderState, number>()
    for (const state of STATES) byState.set(state, (await orderIn(state, shopper)).id)
    const all = await shopper.client.call(orderList, { limit: 100 })
    expect(all.total).toBe(STATES.length)
    const expectTab = async (status: number, states: OrderState[]) => {
      const page = await shopper.client.call(orderList, { status: status as 0, limit: 100 })
      expect(page.list.map((o) => o.id).sort()).toEqual(states.map((s) => byState.get(s)!).sort())
      for (const o of page.list) expect(o.status).toBe(status)
    }
    await expectTab(ORDER_STATUS.toPay, ['awaiting_payment'])
    await expectTab(ORDER_STATUS.toShip, ['paid'])
    await expectTab(ORDER_STATUS.toReceive, ['shipped', 'delivered'])
    // both read 2 (both confirmable); deliveredAt says whether the carrier reported the delivery
    const deliveredAtOf = (state: OrderState) =>
      all.list.find((o) => o.id === byState.get(state))?.deliveredAt
    expect(deliveredAtOf('shipped')).toBeNull()
    expect(deliveredAtOf('delivered')).toEqual(expect.any(String))
    expect(deliveredAtOf('received')).toEqual(expect.any(String))
    await expectTab(ORDER_STATUS.received, ['received'])
    await expectTab(ORDER_STATUS.completed, ['completed'])
    await expectTab(ORDER_STATUS.cancelled, ['cancelled'])
    await expectTab(ORDER_STATUS.afterSale, ['after_sale'])
    const page1 = await shopper.client.call(orderList, { page: 1, limit: 3 })
    const page3 = await shopper.client.call(orderList, { page: 3, limit: 3 })
    expect([page1.list.length, page3.list.length, page1.total]).toEqual([3, 2, 8])
    expect(page1.list[0]!.id).toBeGreaterThan(page1.list[2]!.id)

    const shippedId = byState.get('shipped')!
    await operatorOf(t).run({
      verb: 'track',
      orderId: shippedId,
      description: 'Arrived at the sorting centre',
    })
    const detail = await shopper.client.call(orderDetail, { id: shippedId })
    expect(detail.logistics?.company).toBe('CrossMart Express')
    expect(detail.logistics?.events.map((e) => e.description)).toEqual([
      'Arrived at the sorting centre',
      expect.stringMatching(/^Shipped by CrossMart Express/),
    ])
    // Issue #31: the server's own events carry a code; the operator's typed note has none.
    expect(detail.logistics?.events.map((e) => e.code)).toEqual([null, 'shipped'])
    expect(detail.shippedAt).not.toBeNull()
    const completed = await shopper.client.call(orderDetail, { id: byState.get('completed')! })
    expect(completed).toMatchObject({ reviewed: true, status: ORDER_STATUS.completed })
    expect(completed.logistics?.events[0]).toMatchObject({ description: 'Delivered', code: 'delivered' })

    const stranger = await makeShopper(t)
    expect((await stranger.client.call(orderList, {})).total).toBe(0)
    for (const call of [
      () => stranger.client.call(orderDetail, { id: shippedId }),
      () => stranger.client.call(orderCancel, { id: byState.get('awaiting_payment')! }),
      () => stranger.client.call(orderConfirm, { id: byState.get('delivered')! }),
      () => stranger.client.call(orderConfirm, { id: shippedId }),
      () => stranger.client.call(reviewAdd, reviewInput(byState.get('received')!)),
      () => stranger.client.call(refundApply, refundInput(byState.get('paid')!, buyerProof)),
    ]) {
      expect(await outcome(call())).toBe(API_CODE.notFound)
    }
  })

  it('operator refusals follow the same table', async () => {
    const ops = operatorOf(t)
    const unpaid = await orderIn('awaiting_payment')
    await expect(ops.run({ verb: 'ship', orderId: unpaid.id })).rejects.toMatchObject({
      code: 'order.cannotShip',
    })
    await expect(ops.run({ verb: 'deliver', orderId: unpaid.id })).rejects.toMatchObject({
      code: 'order.cannotDeliver',
    })
    await expect(ops.run({ verb: 'track', orderId: unpaid.id, description: 'x' })).rejects.toMatchObject({
      code: 'order.cannotTrack',
    })
    const delivered = await orderIn('delivered')
    await expect(ops.run({ verb: 'ship', orderId: delivered.id })).rejects.toMatchObject({
      code: 'order.cannotShip',
    })
    await expect(ops.run({ verb: 'deliver', orderId: delivered.id })).rejects.toMatchObject({
      code: 'order.cannotDeliver',
    })
    await expect(ops.run({ verb: 'ship', orderId: 987_654 })).rejects.toMatchObject({
      code: 'order.notFound',
    })
  })
})
