import {
  API_CODE,
  orderCancel,
  orderConfirm,
  orderDetail,
  orderPay,
  PRODUCT_STATUS,
  productDetail,
  REFUND_TYPE,
  refundApply,
  shopInfo,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import type { TestServer } from '../../test-support/test-server'
import { auditBalance } from '../ledger/ledger'

type Action = 'pay' | 'cancel' | 'ship' | 'deliver' | 'confirm' | 'apply' | 'approve' | 'complete' | 'refuse'

/**
 * One step: the action, how many copies are sent at the same moment, and how many of them must
 * succeed (the others are refused as invalid transitions).
 */
type Step = Action | [action: Action, copies: number, succeed: number]

interface Path {
  name: string
  steps: Step[]
  /** The refund amount asked by `apply`, as a part of the order's total. */
  refundShare?: 'total' | 'one cent' | 'zero'
  /** The stock reserved at checkout is back (SKUs and product) at the end. */
  stockBack: boolean
  /** The sales counted at payment still stand at the end. */
  salesCounted: boolean
  /** Money back to the shopper at the end: the total (paid cancel), the refund amount, or none. */
  moneyBack: 'none' | 'total' | 'refund'
}

const TO_RECEIVED: Step[] = ['pay', 'ship', 'deliver', 'confirm']

/**
 * From checkout to the end of each path (README "Order transitions"): stock reserved at checkout
 * returns on cancel and on a completed refund, exactly once, in the transaction that moves the money.
 */
const PATHS: Path[] = [
  {
    name: 'cancel before payment',
    steps: ['cancel'],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'none',
  },
  {
    name: 'cancel after payment',
    steps: ['pay', 'cancel'],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'total',
  },
  {
    name: 'three cancels at once before payment',
    steps: [['cancel', 3, 1]],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'none',
  },
  {
    name: 'three cancels at once after payment',
    steps: ['pay', ['cancel', 3, 1]],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'total',
  },
  { name: 'paid, not cancelled', steps: ['pay'], stockBack: false, salesCounted: true, moneyBack: 'none' },
  {
    name: 'refund of a paid order completed',
    steps: ['pay', 'apply', 'approve', 'complete'],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'refund',
  },
  {
    name: 'refund after receipt completed',
    steps: [...TO_RECEIVED, 'apply', 'approve', 'complete'],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'refund',
  },
  {
    name: 'refund of one cent completed',
    steps: ['pay', 'apply', 'approve', 'complete'],
    refundShare: 'one cent',
    stockBack: true,
    salesCounted: false,
    moneyBack: 'refund',
  },
  {
    // No ledger row is written for zero: the refund row's state alone guards the restock.
    name: 'refund of zero completed, then completed and approved again',
    steps: ['pay', 'apply', 'approve', 'complete', ['complete', 1, 0], ['approve', 1, 0]],
    refundShare: 'zero',
    stockBack: true,
    salesCounted: false,
    moneyBack: 'refund',
  },
  {
    name: 'refund completed, then completed and approved again',
    steps: ['pay', 'apply', 'approve', 'complete', ['complete', 1, 0], ['approve', 1, 0]],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'refund',
  },
  {
    name: 'three completions of one refund at once',
    steps: ['pay', 'apply', 'approve', ['complete', 3, 1]],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'refund',
  },
  {
    name: 'refund approved, not completed',
    steps: ['pay', 'apply', 'approve'],
    stockBack: false,
    salesCounted: true,
    moneyBack: 'none',
  },
  {
    name: 'refund refused',
    steps: ['pay', 'apply', 'approve', 'refuse', ['complete', 1, 0]],
    stockBack: false,
    salesCounted: true,
    moneyBack: 'none',
  },
  {
    name: 'refund refused, then the paid order cancelled',
    steps: ['pay', 'apply', 'refuse', 'cancel'],
    stockBack: true,
    salesCounted: false,
    moneyBack: 'total',
  },
]

describe.each(endpointDrivers())('stock returned by cancel and refund on %s', (driver) => {
  let t: TestServer
  let red: SkuPick
  let blue: SkuPick
  let buyer: Shopper
  beforeAll(async () => {
    let picks: SkuPick[]
    ;({ t, picks } = await startCommerceServer(driver, 1, 10_000))
    red = picks[0]!
    // The test catalog gives each product two SKUs: the order holds both, so it has two lines.
    const detail = await t.client().call(productDetail, { id: red.productId })
    const other = detail.skus.find((s) => s.id !== red.skuId)!
    blue = { ...red, skuId: other.id, priceCents: other.priceCents }
    buyer = await makeShopper(t, { balanceCents: 100_000_000 })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** What the catalog shows over HTTP: the two SKUs' and the product's stock, product and shop sales. */
  async function snapshot() {
    const product = await t.client().call(productDetail, { id: red.productId })
    const shop = await t.client().call(shopInfo, { id: red.shopId })
    const skuStock = (id: number) => product.skus.find((s) => s.id === id)!.stock
    return {
      red: skuStock(red.skuId),
      blue: skuStock(blue.skuId),
      product: product.stock,
      productSales: product.sales,
      shopSales: shop.sales,
      shopSalesCents: shop.totalSalesCents,
    }
  }

  it.each(PATHS)('$name', async (path) => {
    const before = await snapshot()
    const balanceBefore = (await auditBalance(dbOf(t), buyer.userId)).balanceCents
    const order = (
      await checkout(buyer, [
        { pick: red, quantity: 2 },
        { pick: blue, quantity: 1 },
      ])
    ).orders[0]!
    const { goodsCents } = await buyer.client.call(orderDetail, { id: order.id })
    const reserved = await snapshot()
    expect(reserved).toEqual({
      ...before,
      red: before.red - 2,
      blue: before.blue - 1,
      product: before.product - 3,
    })

    const refundCents = { total: order.totalCents, 'one cent': 1, zero: 0 }[path.refundShare ?? 'total']
    const ops = operatorOf(t)
    let refundId = 0
    const run = async (action: Action): Promise<unknown> => {
      switch (action) {
        case 'pay':
          return buyer.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
        case 'cancel':
          return buyer.client.call(orderCancel, { id: order.id })
        case 'ship':
          return ops.run({ verb: 'ship', orderId: order.id })
        case 'deliver':
          return ops.run({ verb: 'deliver', orderId: order.id })
        case 'confirm':
          return buyer.client.call(orderConfirm, { id: order.id })
        case 'apply': {
          const refund = await buyer.client.call(refundApply, {
            orderId: order.id,
            type: REFUND_TYPE.returnAndRefund,
            amountCents: refundCents,
            productStatus: PRODUCT_STATUS.received,
            reason: 'Broken',
            explanation: 'Arrived cracked',
            proof: [buyer.image],
          })
          refundId = refund.id
          return refund
        }
        default:
          return ops.run({ verb: 'refund', action, id: refundId, remark: '' })
      }
    }
    for (const step of path.steps) {
      const [action, copies, succeed] = typeof step === 'string' ? [step, 1, 1] : step
      const results = await Promise.allSettled(Array.from({ length: copies }, () => run(action)))
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
      expect(results.length - refused.length, `${action} x${copies}`).toBe(succeed)
      for (const reason of refused) {
        // API refusals carry the code; operator refusals the server's RefusalError with apiCode.
        expect(
          (reason as { apiCode?: number; code?: number }).apiCode ?? (reason as { code: number }).code,
        ).toBe(API_CODE.invalidTransition)
      }
    }

    const paid = path.steps.includes('pay')
    const sold = paid && path.salesCounted
    expect(await snapshot()).toEqual({
      ...(path.stockBack ? before : reserved),
      productSales: before.productSales + (sold ? 3 : 0),
      shopSales: before.shopSales + (sold ? 3 : 0),
      shopSalesCents: before.shopSalesCents + (sold ? goodsCents : 0),
    })
    const moneyBack = { none: 0, total: order.totalCents, refund: refundCents }[path.moneyBack]
    const audit = await auditBalance(dbOf(t), buyer.userId)
    expect(audit.balanceCents).toBe(balanceBefore - (paid ? order.totalCents : 0) + moneyBack)
    expect(audit.ledgerSumCents).toBe(audit.balanceCents)
  })

  it('two operators completing one refund at once: one credit, one restock', async () => {
    const order = (await checkout(buyer, [{ pick: red, quantity: 4 }])).orders[0]!
    await buyer.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
    const refund = await buyer.client.call(refundApply, {
      orderId: order.id,
      type: REFUND_TYPE.refundOnly,
      amountCents: order.totalCents,
      productStatus: PRODUCT_STATUS.notReceived,
      reason: 'Lost',
      explanation: 'Never came',
      proof: [buyer.image],
    })
    await operatorOf(t).run({ verb: 'refund', action: 'approve', id: refund.id, remark: '' })
    const reserved = await snapshot()
    const balance = (await auditBalance(dbOf(t), buyer.userId)).balanceCents
    const results = await Promise.allSettled(
      [operatorOf(t), operatorOf(t)].map((ops) =>
        ops.run({ verb: 'refund', action: 'complete', id: refund.id, remark: '' }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'refund.cannotAudit', apiCode: API_CODE.invalidTransition },
    })
    const after = await snapshot()
    expect([after.red, after.product]).toEqual([reserved.red + 4, reserved.product + 4])
    expect(await auditBalance(dbOf(t), buyer.userId)).toMatchObject({
      balanceCents: balance + order.totalCents,
      ledgerSumCents: balance + order.totalCents,
    })
  })
})
