import {
  API_CODE,
  orderConfirm,
  orderPay,
  PRODUCT_STATUS,
  REFUND_TYPE,
  refundApply,
  WITHDRAW_TYPE,
  walletExtract,
} from '@crossmart/api-client'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, shops } from '../../db/schema'
import {
  checkout,
  dbOf,
  fund,
  makeShopper,
  operatorOf,
  PAY_CODE,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { outcome } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { engineDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { autoConfirmReceipts } from '../orders/order-auto-confirm'
import { auditBalance } from './ledger'
import { lockShopBalances } from './order-money'
import { auditPayout, requestPayout } from './payouts'
import { checkLedgerInvariants } from './reconciliation'

/**
 * README "Money: cart, orders, wallet": 50 concurrent payments that together exceed the balance leave it >= 0 with the ledger
 * matching; the same for withdrawals. On PostgreSQL the requests really overlap (10 connections);
 * on PGlite they are serialized by its single connection, which the suite checks too.
 */
describe.each(engineDrivers())('money under concurrency on %s', (driver) => {
  let t: TestServer
  let pick: SkuPick
  beforeAll(async () => {
    const started = await startCommerceServer(driver, 1, 100_000)
    t = started.t
    ;[pick] = started.picks as [SkuPick]
  })
  afterAll(async () => {
    await t?.close()
  })

  it('50 concurrent payments exceeding the balance: exactly what fits is charged, once each', async () => {
    const shopper = await makeShopper(t)
    // Unpaid orders beyond the balance hold at most 5 units of a SKU (hold-limits.ts): the 50 are
    // checked out with a balance that covers them, then a withdrawal holds all but 20 and a bit.
    const first = (await checkout(shopper, [{ pick, quantity: 1 }])).orders[0]!
    const unit = first.totalCents
    await fund(t, shopper, unit * 50)
    const orderIds: number[] = [first.id]
    for (let i = 1; i < 50; i++)
      orderIds.push((await checkout(shopper, [{ pick, quantity: 1 }])).orders[0]!.id)
    const affordable = 20
    await shopper.client.call(walletExtract, {
      type: WITHDRAW_TYPE.bankCard,
      amountCents: unit * 50 - (unit * affordable + unit - 1),
      bankCardNumber: '6222000011112348',
      bankName: 'Bank',
      payCode: PAY_CODE,
    })
    const codes = await Promise.all(
      orderIds.map((id) => outcome(shopper.client.call(orderPay, { orderIds: [id], payCode: PAY_CODE }))),
    )
    expect(codes.filter((c) => c === 1)).toHaveLength(affordable)
    expect(codes.filter((c) => c === API_CODE.insufficientBalance)).toHaveLength(50 - affordable)
    const audit = await auditBalance(dbOf(t), shopper.userId)
    // The recharge, the withdrawal's hold and one payment each.
    expect(audit).toEqual({ balanceCents: unit - 1, ledgerSumCents: unit - 1, entries: 2 + affordable })
  })

  it('the same order paid 10 times at once is charged once', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const order = (await checkout(shopper, [{ pick, quantity: 2 }])).orders[0]!
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE }),
      ),
    )
    expect(results.filter((r) => r.paidOrderIds.length === 1)).toHaveLength(1)
    expect(results.reduce((sum, r) => sum + r.paidCents, 0)).toBe(order.totalCents)
    const audit = await auditBalance(dbOf(t), shopper.userId)
    expect(audit).toEqual({
      balanceCents: 1_000_000 - order.totalCents,
      ledgerSumCents: 1_000_000 - order.totalCents,
      entries: 2,
    })
  })

  it('40 concurrent withdrawals exceeding the balance: only what the balance holds is taken', async () => {
    const shopper = await makeShopper(t, { balanceCents: 10_000 })
    const body = {
      type: WITHDRAW_TYPE.bankCard,
      amountCents: 1_500,
      bankCardNumber: '6222000011112348',
      bankName: 'Bank',
      payCode: PAY_CODE,
    }
    const codes = await Promise.all(
      Array.from({ length: 40 }, () => outcome(shopper.client.call(walletExtract, body))),
    )
    expect(codes.filter((c) => c === 1)).toHaveLength(6)
    expect(codes.filter((c) => c === API_CODE.insufficientBalance)).toHaveLength(34)
    expect(await auditBalance(dbOf(t), shopper.userId)).toEqual({
      balanceCents: 1_000,
      ledgerSumCents: 1_000,
      entries: 7,
    })
  })

  // Issue #42: the shop's side under races moves money once.
  const shopBalances = (shopId: number) => dbOf(t).transaction((tx) => lockShopBalances(tx, shopId))
  const paidAndShipped = async (shopper: Shopper, quantity = 1) => {
    const order = (await checkout(shopper, [{ pick, quantity }])).orders[0]!
    await shopper.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
    await operatorOf(t).run({ verb: 'ship', orderId: order.id })
    return order
  }

  it('20 confirms of one order at once (shopper and the automatic one) release it once', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const order = await paidAndShipped(shopper, 2)
    const before = await shopBalances(pick.shopId)
    const codes = await Promise.all([
      ...Array.from({ length: 19 }, () => outcome(shopper.client.call(orderConfirm, { id: order.id }))),
      autoConfirmReceipts(dbOf(t), t.clock, 0).then(() => 1),
    ])
    expect(codes.filter((c) => c === API_CODE.invalidTransition).length).toBeGreaterThanOrEqual(18)
    const after = await shopBalances(pick.shopId)
    expect(before.escrow - after.escrow).toBe(order.totalCents)
    const [row] = await dbOf(t).select().from(orders).where(eq(orders.id, order.id))
    expect(after.available - before.available).toBe(order.totalCents - row!.commissionCents!)
    expect((await checkLedgerInvariants(dbOf(t))).every((c) => c.ok)).toBe(true)
  })

  it('20 completions of one refund at once pay the shopper once', async () => {
    const shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const order = await paidAndShipped(shopper)
    await shopper.client.call(orderConfirm, { id: order.id })
    const refund = await shopper.client.call(refundApply, {
      orderId: order.id,
      type: REFUND_TYPE.refundOnly,
      amountCents: order.totalCents,
      productStatus: PRODUCT_STATUS.received,
      reason: 'r',
      explanation: 'e',
      proof: [shopper.image],
    })
    await operatorOf(t).run({ verb: 'refund', action: 'approve', id: refund.id, remark: '' })
    const before = await auditBalance(dbOf(t), shopper.userId)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        operatorOf(t).run({ verb: 'refund', action: 'complete', id: refund.id, remark: '' }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const after = await auditBalance(dbOf(t), shopper.userId)
    expect(after.balanceCents - before.balanceCents).toBe(order.totalCents)
    expect((await checkLedgerInvariants(dbOf(t))).every((c) => c.ok)).toBe(true)
  })

  it('20 payouts at once take only what is available; 20 audits of one payout decide it once', async () => {
    const { available } = await shopBalances(pick.shopId)
    expect(available).toBeGreaterThan(0)
    await dbOf(t)
      .update(shops)
      .set({ payoutBankName: 'Bank', payoutAccountName: 'Shop', payoutAccountNumber: '123' })
      .where(eq(shops.id, pick.shopId))
    const share = Math.floor(available / 4) + 1
    const requests = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        requestPayout(dbOf(t), t.clock, pick.shopId, 1, { amountCents: share, requestKey: `race-${i}` }),
      ),
    )
    const made = requests.filter((r): r is PromiseFulfilledResult<number> => r.status === 'fulfilled')
    expect(made).toHaveLength(3)
    expect((await shopBalances(pick.shopId)).available).toBe(available - 3 * share)
    const audits = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        auditPayout(dbOf(t), t.clock, made[0]!.value, i % 2 ? 'pass' : 'refuse', ''),
      ),
    )
    expect(audits.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect((await checkLedgerInvariants(dbOf(t))).every((c) => c.ok)).toBe(true)
  })

  it('the database itself refuses a negative balance (CHECK) whatever the code does', async () => {
    const shopper = await makeShopper(t)
    await expect(
      dbOf(t).execute(sql`UPDATE users SET balance_cents = -1 WHERE id = ${shopper.userId}`),
    ).rejects.toThrow()
  })
})
