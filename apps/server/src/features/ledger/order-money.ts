import { BILL_TYPE, REFUND_STATUS } from '@crossmart/api-client'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { moneyAccounts, type orders, refunds } from '../../db/schema'
import { commissionReturned } from './commission'
import { PLATFORM, SHOP_BALANCES, type ShopBalanceName, shopAccount } from './money-accounts'
import { type AccountLeg, ensureAccount, postTransfer } from './transfers'

type OrderRow = typeof orders.$inferSelect

/**
 * Issue #42: the money of one order between the shopper, the shop's escrow, the shop and the
 * platform (server README "Money between accounts"). Each function runs in the caller's
 * transaction, after the caller locked the order (and the shopper's balance where it moves).
 */

/** Pay: the shopper's money is held in the shop's escrow until receipt is confirmed. */
export async function holdPayment(tx: Transaction, order: OrderRow, at: Date) {
  return postTransfer(tx, {
    kind: 'order_pay',
    businessKey: `order:${order.id}:pay`,
    at,
    orderId: order.id,
    shopId: order.shopId,
    legs: [
      {
        shopper: {
          userId: order.userId,
          deltaCents: -order.totalCents,
          type: BILL_TYPE.orderPay,
          orderId: order.id,
          remark: order.orderSn,
        },
      },
      { account: shopAccount(order.shopId, 'escrow'), amountCents: order.totalCents },
    ],
  })
}

/** Cancel a paid order before shipping: the escrow goes back to the shopper in full. */
export async function returnPayment(tx: Transaction, order: OrderRow, at: Date) {
  return postTransfer(tx, {
    kind: 'order_cancel',
    businessKey: `order:${order.id}:cancel`,
    at,
    orderId: order.id,
    shopId: order.shopId,
    legs: [
      { account: shopAccount(order.shopId, 'escrow'), amountCents: -order.totalCents },
      {
        shopper: {
          userId: order.userId,
          deltaCents: order.totalCents,
          type: BILL_TYPE.orderCancelReturn,
          orderId: order.id,
          remark: order.orderSn,
        },
      },
    ],
  })
}

/** The shop's balances, locked for the rest of the transaction (created for a new shop). */
export async function lockShopBalances(
  tx: Transaction,
  shopId: number,
): Promise<Record<ShopBalanceName, number>> {
  const lock = () =>
    tx
      .select({ code: moneyAccounts.code, balanceCents: moneyAccounts.balanceCents })
      .from(moneyAccounts)
      .where(eq(moneyAccounts.shopId, shopId))
      .orderBy(asc(moneyAccounts.code))
      .for('update')
  let rows = await lock()
  if (rows.length < 3) {
    // A shop made after migration 0022 gets its accounts on first use.
    for (const name of SHOP_BALANCES) await ensureAccount(tx, shopAccount(shopId, name))
    rows = await lock()
  }
  const balanceOf = (name: ShopBalanceName) =>
    rows.find((r) => r.code === shopAccount(shopId, name))?.balanceCents ?? 0
  return { escrow: balanceOf('escrow'), available: balanceOf('available'), owed: balanceOf('owed') }
}

/** What completed refunds gave back of an order so far (one refund per order today). */
async function refundedOf(tx: Transaction, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, REFUND_STATUS.refunded)))
  return Number(row?.cents ?? 0)
}

/**
 * Release: the order's escrow (what refunds left of it) goes to the shop, less the platform's
 * commission (on the part not refunded). A shop that owes refunds pays that back first. Runs when
 * the shopper confirms receipt, when receipt is confirmed by itself, and when a refund closes an
 * order with money left in escrow. Once per order (business key; `settled_at` set by the caller).
 */
export async function releaseToShop(tx: Transaction, order: OrderRow, at: Date) {
  if (order.settledAt !== null || order.paidAt === null) return { posted: false, settledCents: 0 }
  // Only an order in after-sale can have a completed refund (it stays there once refunded).
  const refunded = order.state === 'after_sale' ? await refundedOf(tx, order.id) : 0
  const held = order.totalCents - refunded
  if (held <= 0) return { posted: false, settledCents: 0 }
  const commission = order.commissionCents ?? 0
  const kept = commission - commissionReturned(commission, refunded, order.totalCents)
  const net = held - kept
  const balances = await lockShopBalances(tx, order.shopId)
  const repay = Math.min(net, -balances.owed)
  const posted = await postTransfer(tx, {
    kind: 'order_settle',
    businessKey: `order:${order.id}:settle`,
    at,
    orderId: order.id,
    shopId: order.shopId,
    lockedShopId: order.shopId,
    legs: [
      { account: shopAccount(order.shopId, 'escrow'), amountCents: -held },
      { account: shopAccount(order.shopId, 'owed'), amountCents: repay },
      { account: shopAccount(order.shopId, 'available'), amountCents: net - repay },
      { account: PLATFORM.commission, amountCents: kept },
    ],
  })
  return { posted: posted.posted, settledCents: held }
}

/**
 * A completed refund. Before release, it comes out of escrow. After release, the shop gives back the
 * refunded amount less the commission the platform returns on it (commission.ts); what the shop's
 * available balance cannot cover is recorded as owed (taken from its next earnings), so the shopper
 * is always paid and no balance that must not go negative does.
 */
export async function refundToShopper(
  tx: Transaction,
  order: OrderRow,
  refund: { id: number; amountCents: number },
  at: Date,
) {
  const shopperLeg = {
    shopper: {
      userId: order.userId,
      deltaCents: refund.amountCents,
      type: BILL_TYPE.orderRefund,
      orderId: order.id,
      refundId: refund.id,
      remark: order.orderSn,
    },
  }
  const base = {
    kind: 'order_refund',
    businessKey: `refund:${refund.id}`,
    at,
    orderId: order.id,
    shopId: order.shopId,
    refundId: refund.id,
  }
  if (order.settledAt === null) {
    return postTransfer(tx, {
      ...base,
      legs: [{ account: shopAccount(order.shopId, 'escrow'), amountCents: -refund.amountCents }, shopperLeg],
    })
  }
  const returned = commissionReturned(order.commissionCents ?? 0, refund.amountCents, order.totalCents)
  const fromShop = refund.amountCents - returned
  const balances = await lockShopBalances(tx, order.shopId)
  const fromAvailable = Math.min(fromShop, balances.available)
  const legs: AccountLeg[] = [
    { account: shopAccount(order.shopId, 'available'), amountCents: -fromAvailable },
    { account: shopAccount(order.shopId, 'owed'), amountCents: -(fromShop - fromAvailable) },
    { account: PLATFORM.commission, amountCents: -returned },
  ]
  return postTransfer(tx, { ...base, legs: [...legs, shopperLeg] })
}
