import { ORDER_PAYMENT_WINDOW_MINUTES } from '@crossmart/api-client'
import { and, eq, lte } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { orders } from '../../db/schema'
import { recordNotification } from '../notifications/record-notification'
import { SWEEP_BATCH, sweepDueOrders } from './order-sweep'
import { returnStock, type StockChangeListener } from './stock'

/** README "Unpaid orders expire": how long an order awaiting payment holds its stock. */
export const ORDER_PAYMENT_WINDOW_MS = ORDER_PAYMENT_WINDOW_MINUTES * 60_000

/** Orders one sweep expires at most (order-sweep.ts). */
export const EXPIRY_BATCH = SWEEP_BATCH

export function payDeadlineFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_PAYMENT_WINDOW_MS)
}

/**
 * Cancels the orders whose payment time ran out (README "Unpaid orders expire"), each locked and
 * checked again (order-sweep.ts: a payment or a cancel that got there first wins), gives the stock
 * back and records why. `userId` limits it
 * to one shopper's orders: the lazy expiry before that shopper's order reads, pays and cancels, so
 * what they see never depends on when the sweep last ran. Returns how many orders expired.
 */
export async function expireOverdueOrders(
  db: Database,
  clock: Clock,
  catalog: StockChangeListener,
  scope: { userId?: number } = {},
): Promise<number> {
  const now = new Date(clock.now())
  const overdue = and(
    eq(orders.state, 'awaiting_payment'),
    lte(orders.payDeadline, now),
    scope.userId === undefined ? undefined : eq(orders.userId, scope.userId),
  )
  const expired = await sweepDueOrders(db, overdue, async (tx, order) => {
    await returnStock(tx, order.id)
    await tx
      .update(orders)
      .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'payment_expired' })
      .where(eq(orders.id, order.id))
    await recordNotification(tx, {
      userId: order.userId,
      templateKey: 'notification.orderCancelled',
      params: { orderSn: order.orderSn, refundedCents: 0 },
      target: { type: 'order', id: order.id },
      at: now,
    })
  })
  if (expired > 0) catalog.invalidate()
  return expired
}
