import { and, inArray, lte } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { orders } from '../../db/schema'
import { recordNotification } from '../notifications/record-notification'
import { settleReceivedOrder } from './order-actions'
import { ORDER_TRANSITIONS } from './order-states'
import { SWEEP_BATCH, sweepDueOrders } from './order-sweep'

export const DAY_MS = 86_400_000

/** Orders one run confirms at most (order-sweep.ts). */
export const AUTO_CONFIRM_BATCH = SWEEP_BATCH

/**
 * Confirms receipt of the orders shipped more than `afterMs` ago and still "to receive" (shop-spec §4
 * code 2), as the shopper would with confirm: each locked and checked again (order-sweep.ts: a
 * confirm or a refund request that got there first wins). The order becomes
 * received (3), so the shopper can still review it, which completes it. Returns how many it confirmed.
 */
export async function autoConfirmReceipts(db: Database, clock: Clock, afterMs: number): Promise<number> {
  const now = new Date(clock.now())
  const overdue = and(
    inArray(orders.state, [...ORDER_TRANSITIONS.confirm.from]),
    lte(orders.shippedAt, new Date(now.getTime() - afterMs)),
  )
  return sweepDueOrders(db, overdue, async (tx, order) => {
    // Issue #42: receipt taken as confirmed releases the escrow to the shop, as the shopper's confirm does.
    await settleReceivedOrder(tx, order, now, {
      state: ORDER_TRANSITIONS.confirm.to as 'received',
      receivedAt: now,
    })
    await recordNotification(tx, {
      userId: order.userId,
      templateKey: 'notification.orderAutoConfirmed',
      params: { orderSn: order.orderSn },
      target: { type: 'order', id: order.id },
      at: now,
    })
  })
}
