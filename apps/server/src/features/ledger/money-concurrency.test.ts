import { API_CODE, orderPay, WITHDRAW_TYPE, walletExtract } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCommerceServer } from '../../test-support/commerce-server'
import { engineDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { checkout, dbOf, fund, makeShopper, PAY_CODE, type SkuPick } from '../commerce-testing/fixtures'
import { outcome } from '../commerce-testing/outcome'
import { auditBalance } from './ledger'

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
      bankCardNumber: '6222000011112345',
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
      bankCardNumber: '6222000011112345',
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

  it('the database itself refuses a negative balance (CHECK) whatever the code does', async () => {
    const shopper = await makeShopper(t)
    await expect(
      dbOf(t).execute(sql`UPDATE users SET balance_cents = -1 WHERE id = ${shopper.userId}`),
    ).rejects.toThrow()
  })
})
