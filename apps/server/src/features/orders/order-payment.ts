import { API_CODE, ORDER_PAYMENT_WINDOW_MINUTES } from '@crossmart/api-client'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { orders } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { type PayCodeChecker, verifyPayCode } from '../../security/pay-code-checker'
import { commissionOfOrder } from '../ledger/commission'
import { lockBalance } from '../ledger/ledger'
import { holdPayment } from '../ledger/order-money'
import { recordNotification } from '../notifications/record-notification'
import { expireOverdueOrders } from './order-expiry'
import { nextOrderState } from './order-states'
import { countSales, type StockChangeListener } from './stock'

const paymentExpired = (orderSn: string) =>
  new RefusalError('order.paymentExpired', {
    apiCode: API_CODE.invalidTransition,
    params: { orderSn, minutes: ORDER_PAYMENT_WINDOW_MINUTES },
  })

/** Expired, or (a sweep not yet run since the deadline passed under a moved clock) overdue. */
function isPastPayment(order: typeof orders.$inferSelect, at: Date): boolean {
  if (order.state === 'cancelled') return order.cancelReason === 'payment_expired'
  return order.state === 'awaiting_payment' && order.payDeadline !== null && order.payDeadline <= at
}

export interface PaymentResult {
  paidOrderIds: number[]
  paidCents: number
  balanceCents: number
}

/**
 * Pays orders from the balance (shop-spec §4 Payment). One transaction: the balance row is locked first, each
 * order still waiting for payment is debited with its own ledger row and moved to `paid`. An order
 * already paid is skipped, so paying twice charges once; if the balance cannot cover all of them,
 * nothing is charged.
 */
export async function payOrders(
  db: Database,
  clock: Clock,
  payCodes: PayCodeChecker,
  catalog: StockChangeListener,
  userId: number,
  input: { orderIds: readonly number[]; payCode: string },
  ip: string,
): Promise<PaymentResult> {
  await verifyPayCode(db, payCodes, userId, input.payCode, ip)
  // An overdue order is cancelled first, so the check below names it (README "Unpaid orders expire").
  await expireOverdueOrders(db, clock, catalog, { userId })
  const ids = [...new Set(input.orderIds)]
  const result = await db.transaction(async (tx) => {
    let balanceCents = await lockBalance(tx, userId)
    const rows = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.id, ids)))
      .orderBy(asc(orders.id))
      .for('update')
    if (rows.length !== ids.length) throw notFound('order.notFound')
    const at = new Date(clock.now())
    const paidOrderIds: number[] = []
    let paidCents = 0
    for (const order of rows) {
      // Already paid by an earlier (or concurrent, now committed) call: charged once, skip it.
      if (order.paidAt !== null && order.state !== 'awaiting_payment') continue
      if (isPastPayment(order, at)) throw paymentExpired(order.orderSn)
      const state = nextOrderState(order.state, 'pay')
      // Issue #42: held in the shop's escrow, with the commission fixed at today's rates.
      const paid = await holdPayment(tx, order, at)
      if (paid.shopperBalanceCents !== null) balanceCents = paid.shopperBalanceCents
      const commissionCents = await commissionOfOrder(tx, order)
      await tx.update(orders).set({ state, paidAt: at, commissionCents }).where(eq(orders.id, order.id))
      await countSales(tx, order, 1)
      await recordNotification(tx, {
        userId,
        templateKey: 'notification.orderPaid',
        params: { orderSn: order.orderSn, amountCents: order.totalCents },
        target: { type: 'order', id: order.id },
        at,
      })
      paidOrderIds.push(order.id)
      paidCents += order.totalCents
    }
    return { paidOrderIds, paidCents, balanceCents }
  })
  // Sales counts moved: the catalog's lists show them (its cache dropped after the commit).
  if (result.paidOrderIds.length > 0) catalog.invalidate()
  return result
}
