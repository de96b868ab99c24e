import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { orders } from '../../db/schema'
import { recordNotification } from '../notifications/record-notification'
import { ORDER_TRANSITIONS } from './order-states'

/**
 * README "Receipt is confirmed by itself": how long after shipping an order the shopper has not
 * confirmed is taken as received (ORDER_AUTO_CONFIRM_DAYS; Shopee and Taobao use a similar window).
 */
export const DEFAULT_ORDER_AUTO_CONFIRM_DAYS = 10

export const DAY_MS = 86_400_000

/** Orders one run confirms at most, so one run never holds the database for long. */
export const AUTO_CONFIRM_BATCH = 100

/**
 * Confirms receipt of the orders shipped more than `afterMs` ago and still "to receive" (shop-spec §4
 * code 2), as the shopper would with confirm: each in its own transaction that locks the order and
 * checks again (a confirm or a refund request that got there first wins). The order becomes
 * received (3), so the shopper can still review it, which completes it. Returns how many it confirmed.
 */
export async function autoConfirmReceipts(db: Database, clock: Clock, afterMs: number): Promise<number> {
  const now = new Date(clock.now())
  const overdue = and(
    inArray(orders.state, [...ORDER_TRANSITIONS.confirm.from]),
    lte(orders.shippedAt, new Date(now.getTime() - afterMs)),
  )
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(overdue)
    .orderBy(asc(orders.id))
    .limit(AUTO_CONFIRM_BATCH)
  let confirmed = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), overdue))
        .for('update')
      if (!order) return false
      await tx
        .update(orders)
        .set({ state: ORDER_TRANSITIONS.confirm.to as 'received', receivedAt: now })
        .where(eq(orders.id, order.id))
      await recordNotification(tx, {
        userId: order.userId,
        templateKey: 'notification.orderAutoConfirmed',
        params: { orderSn: order.orderSn },
        target: { type: 'order', id: order.id },
        at: now,
      })
      return true
    })
    if (done) confirmed += 1
  }
  return confirmed
}
