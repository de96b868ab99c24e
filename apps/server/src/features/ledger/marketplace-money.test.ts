import {
  API_CODE,
  ApiError,
  consolePayoutAccountSave,
  consolePayoutAudit,
  consolePayoutRequest,
  consolePlatformMoney,
  consoleReconciliation,
  consoleShopBalance,
  consoleShopStatement,
  orderConfirm,
  orderDetail,
  orderPay,
  PRODUCT_STATUS,
  REFUND_TYPE,
  refundApply,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, orders, users } from '../../db/schema'
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
import { autoConfirmReceipts } from '../orders/order-auto-confirm'
import { checkLedgerInvariants } from './reconciliation'

/** Issue #42: the marketplace's money followed through every flow, as an owner and an operator see it. */
describe.each(endpointDrivers())('marketplace money on %s', (driver) => {
  let t: TestServer
  let pick: SkuPick
  let otherPick: SkuPick
  let shopper: Shopper
  let owner: ReturnType<TestServer['client']>
  let manager: ReturnType<TestServer['client']>
  let otherOwner: ReturnType<TestServer['client']>
  let operatorClient: ReturnType<TestServer['client']>

  async function staff(
    shopId: number | null,
    role: 'staff' | 'operator',
    shopRole: 'owner' | 'manager' | null,
  ) {
    const { token, userId } = await t.register(shopRole ?? role)
    await dbOf(t).update(users).set({ role, shopId, shopRole }).where(eq(users.id, userId))
    return t.client(token)
  }

  /** Buys `quantity` of the pick and pays; returns the order. */
  async function paidOrder(quantity = 1, from: SkuPick = pick) {
    const { orders: created } = await checkout(shopper, [{ pick: from, quantity }])
    const order = created[0]!
    await shopper.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
    return order
  }

  const operator = () => operatorOf(t)
  const ship = (orderId: number) => operator().run({ verb: 'ship', orderId })
  const invariantsHold = async () => {
    const checks = await checkLedgerInvariants(dbOf(t))
    expect(checks.filter((c) => !c.ok)).toEqual([])
  }
  async function refund(orderId: number, amountCents: number) {
    const r = await shopper.client.call(refundApply, {
      orderId,
      type: REFUND_TYPE.refundOnly,
      amountCents,
      productStatus: PRODUCT_STATUS.notReceived,
      reason: 'r',
      explanation: 'e',
      proof: [shopper.image],
    })
    await operator().run({ verb: 'refund', action: 'approve', id: r.id, remark: '' })
    await operator().run({ verb: 'refund', action: 'complete', id: r.id, remark: '' })
  }

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 2, 1_000)
    t = started.t
    ;[pick, otherPick] = started.picks as [SkuPick, SkuPick]
    // 7.5 % on the test category: commission = floor(goods x 750 / 10,000).
    await dbOf(t).update(categories).set({ commissionBps: 750 })
    shopper = await makeShopper(t, { balanceCents: 5_000_000 })
    owner = await staff(pick.shopId, 'staff', 'owner')
    manager = await staff(pick.shopId, 'staff', 'manager')
    otherOwner = await staff(otherPick.shopId, 'staff', 'owner')
    operatorClient = await staff(null, 'operator', null)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('holds a payment in escrow, releases it on receipt less the commission fixed at pay', async () => {
    const before = await owner.call(consoleShopBalance, {})
    const order = await paidOrder(2)
    const [row] = await dbOf(t).select().from(orders).where(eq(orders.id, order.id))
    const goods = row!.goodsCents - row!.discountCents
    expect(row!.commissionCents).toBe(Math.floor((goods * 750) / 10_000))
    const held = await owner.call(consoleShopBalance, {})
    expect(held.pendingCents - before.pendingCents).toBe(order.totalCents)
    expect(held.availableCents).toBe(before.availableCents)
    // A rate change after payment never touches the order.
    await dbOf(t).update(categories).set({ commissionBps: 2_000 })
    await ship(order.id)
    const shipped = await shopper.client.call(orderDetail, { id: order.id })
    expect(shipped.fundsReleasedAt).toBeNull()
    expect(shipped.fundsReleaseDueAt).not.toBeNull()
    await shopper.client.call(orderConfirm, { id: order.id })
    await dbOf(t).update(categories).set({ commissionBps: 750 })
    const released = await owner.call(consoleShopBalance, {})
    expect(released.pendingCents).toBe(before.pendingCents)
    expect(released.availableCents - before.availableCents).toBe(order.totalCents - row!.commissionCents!)
    const detail = await shopper.client.call(orderDetail, { id: order.id })
    expect(detail.fundsReleasedAt).not.toBeNull()
    const statement = await owner.call(consoleShopStatement, { page: 1, limit: 50 })
    const line = statement.list.find((l) => l.orderId === order.id)!
    expect(line).toMatchObject({
      state: 'released',
      grossCents: order.totalCents,
      commissionCents: row!.commissionCents,
      netCents: order.totalCents - row!.commissionCents!,
    })
    await invariantsHold()
  })

  it('confirms by itself after the window, and a second confirm moves nothing', async () => {
    const order = await paidOrder()
    await ship(order.id)
    const before = await owner.call(consoleShopBalance, {})
    expect(await autoConfirmReceipts(dbOf(t), t.clock, 0)).toBeGreaterThanOrEqual(1)
    const after = await owner.call(consoleShopBalance, {})
    expect(after.pendingCents).toBe(before.pendingCents - order.totalCents)
    await expect(shopper.client.call(orderConfirm, { id: order.id })).rejects.toBeInstanceOf(ApiError)
    expect(await owner.call(consoleShopBalance, {})).toEqual(after)
    await invariantsHold()
  })

  it('a partial refund before release comes from escrow; the rest is released at once with its commission', async () => {
    const order = await paidOrder(3)
    const [row] = await dbOf(t).select().from(orders).where(eq(orders.id, order.id))
    const before = await owner.call(consoleShopBalance, {})
    const refunded = Math.floor(order.totalCents / 3)
    await refund(order.id, refunded)
    const after = await owner.call(consoleShopBalance, {})
    const commission = row!.commissionCents!
    const kept = commission - Math.floor((commission * refunded) / order.totalCents)
    expect(after.pendingCents).toBe(before.pendingCents - order.totalCents)
    expect(after.availableCents - before.availableCents).toBe(order.totalCents - refunded - kept)
    const line = (await owner.call(consoleShopStatement, { page: 1, limit: 50 })).list.find(
      (l) => l.orderId === order.id,
    )!
    expect(line).toMatchObject({ state: 'released', refundedCents: refunded, commissionCents: kept })
    await invariantsHold()
  })

  it('a refund after release comes from the shop with the commission returned; a shortfall is owed, then repaid', async () => {
    const order = await paidOrder(5, otherPick)
    await ship(order.id)
    await shopper.client.call(orderConfirm, { id: order.id })
    const [row] = await dbOf(t).select().from(orders).where(eq(orders.id, order.id))
    const released = await otherOwner.call(consoleShopBalance, {})
    expect(released.availableCents).toBe(order.totalCents - row!.commissionCents!)
    // The owner pays everything out; the refund then finds nothing available: the shop owes it.
    await otherOwner.call(consolePayoutAccountSave, {
      bankName: 'Bank',
      accountName: 'Shop B',
      accountNumber: 'GB33BUKB20201555555555',
    })
    await otherOwner.call(consolePayoutRequest, {
      amountCents: released.availableCents,
      requestKey: 'all-of-it',
    })
    const shopperBefore = (await dbOf(t).select().from(users).where(eq(users.id, shopper.userId)))[0]!
      .balanceCents
    await refund(order.id, order.totalCents)
    const shopperAfter = (await dbOf(t).select().from(users).where(eq(users.id, shopper.userId)))[0]!
      .balanceCents
    expect(shopperAfter - shopperBefore).toBe(order.totalCents)
    const owing = await otherOwner.call(consoleShopBalance, {})
    expect(owing.availableCents).toBe(0)
    expect(owing.owedCents).toBe(-(order.totalCents - row!.commissionCents!))
    await invariantsHold()
    // The next release pays the debt back before anything becomes available.
    const next = await paidOrder(10, otherPick)
    await ship(next.id)
    await shopper.client.call(orderConfirm, { id: next.id })
    const [nextRow] = await dbOf(t).select().from(orders).where(eq(orders.id, next.id))
    const repaid = await otherOwner.call(consoleShopBalance, {})
    const net = next.totalCents - nextRow!.commissionCents!
    expect(repaid.owedCents).toBe(Math.min(0, owing.owedCents + net))
    expect(repaid.availableCents).toBe(Math.max(0, owing.owedCents + net))
    await invariantsHold()
  })

  it('a payout leaves available once per request key, waits for the operator, and a refusal gives it back', async () => {
    await expect(
      owner.call(consolePayoutRequest, { amountCents: 100, requestKey: 'no-account' }),
    ).rejects.toMatchObject({
      code: API_CODE.failure,
    })
    await owner.call(consolePayoutAccountSave, {
      bankName: 'Bank',
      accountName: 'Shop A',
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    })
    const start = await owner.call(consoleShopBalance, {})
    expect(start.payoutAccount?.accountNumber).toBe('DE89370400440532013000')
    const twice = await Promise.all([
      owner.call(consolePayoutRequest, { amountCents: 1_000, requestKey: 'k1' }),
      owner.call(consolePayoutRequest, { amountCents: 1_000, requestKey: 'k1' }),
    ])
    expect(twice[0].id).toBe(twice[1].id)
    const held = await owner.call(consoleShopBalance, {})
    expect(held.availableCents).toBe(start.availableCents - 1_000)
    expect(held.payoutsInReviewCents).toBe(start.payoutsInReviewCents + 1_000)
    await expect(
      owner.call(consolePayoutRequest, { amountCents: held.availableCents + 1, requestKey: 'too-much' }),
    ).rejects.toMatchObject({ code: API_CODE.failure })
    const refused = await owner.call(consolePayoutRequest, { amountCents: 500, requestKey: 'k2' })
    await operatorClient.call(consolePayoutAudit, { id: twice[0].id, decision: 'pass' })
    await operatorClient.call(consolePayoutAudit, {
      id: refused.id,
      decision: 'refuse',
      remark: 'wrong account',
    })
    await expect(
      operatorClient.call(consolePayoutAudit, { id: refused.id, decision: 'pass' }),
    ).rejects.toBeInstanceOf(ApiError)
    const end = await owner.call(consoleShopBalance, {})
    expect(end.availableCents).toBe(start.availableCents - 1_000)
    expect(end.paidOutCents).toBe(start.paidOutCents + 1_000)
    expect(end.payoutsInReviewCents).toBe(start.payoutsInReviewCents)
    await invariantsHold()
  })

  it("shows a shop's money only to its owner, and the platform's only to operators", async () => {
    const forbidden = { code: API_CODE.forbidden }
    await expect(manager.call(consoleShopBalance, {})).rejects.toMatchObject(forbidden)
    await expect(
      manager.call(consolePayoutRequest, { amountCents: 1, requestKey: 'm' }),
    ).rejects.toMatchObject(forbidden)
    await expect(operatorClient.call(consoleShopBalance, {})).rejects.toMatchObject(forbidden)
    await expect(owner.call(consolePlatformMoney, {})).rejects.toMatchObject(forbidden)
    await expect(owner.call(consoleReconciliation, {})).rejects.toMatchObject(forbidden)
    await expect(shopper.client.call(consoleShopBalance, {})).rejects.toMatchObject(forbidden)
    // Each owner sees their own shop's figures, never the other's.
    const mine = await owner.call(consoleShopStatement, { page: 1, limit: 100 })
    const theirs = await otherOwner.call(consoleShopStatement, { page: 1, limit: 100 })
    const ids = new Set(mine.list.map((l) => l.orderId))
    expect(theirs.list.some((l) => ids.has(l.orderId))).toBe(false)
    const platform = await operatorClient.call(consolePlatformMoney, {})
    expect(platform.commissionCents).toBeGreaterThan(0)
    const reconciliation = await operatorClient.call(consoleReconciliation, {})
    expect(reconciliation.checks.map((c) => [c.name, c.ok])).toEqual([
      ['transfersBalance', true],
      ['accountsMatchEntries', true],
      ['insideEqualsInMinusOut', true],
      ['escrowMatchesOrders', true],
    ])
  })

  it('the database refuses a transfer whose entries do not sum to zero', async () => {
    const { postTransfer } = await import('./transfers')
    const { sql } = await import('drizzle-orm')
    await expect(
      dbOf(t).transaction(async (tx) => {
        const posted = await postTransfer(tx, {
          kind: 'test',
          businessKey: `unbalanced:${Date.now()}`,
          at: new Date(),
          legs: [
            { account: 'platform:fees', amountCents: 5 },
            { account: 'outside:manual_in', amountCents: -5 },
          ],
        })
        // Bypass the application's own check: one more cent on one side only.
        await tx.execute(
          sql`INSERT INTO money_entries (transfer_id, account_id, amount_cents, balance_after_cents)
              SELECT ${posted.transferId}, id, 1, 0 FROM money_accounts WHERE code = 'platform:fees'`,
        )
      }),
    ).rejects.toThrow()
    await invariantsHold()
  })
})
