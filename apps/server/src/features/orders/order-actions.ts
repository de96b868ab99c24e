import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Transaction } from '../../db/database'
import { logisticsEvents, orders } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { lockBalance } from '../ledger/ledger'
import { releaseToShop, returnPayment } from '../ledger/order-money'
import { recordNotification } from '../notifications/record-notification'
import { nextOrderState } from './order-states'
import { countSales, returnStock, type StockChangeListener } from './stock'

type OrderRow = typeof orders.$inferSelect

/** Locks one order for the transaction; `userId` limits it to its owner (operators pass null). */
export async function lockOrder(tx: Transaction, orderId: number, userId: number | null): Promise<OrderRow> {
  const where =
    userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId))
  const [order] = await tx.select().from(orders).where(where).for('update')
  if (!order) throw notFound('order.notFound')
  return order
}

/** The owner of an order (to lock the balance before the order), or order.notFound. */
async function ownerOf(tx: Transaction, orderId: number, userId: number | null): Promise<number> {
  const where =
    userId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId))
  const [row] = await tx.select({ userId: orders.userId }).from(orders).where(where)
  if (!row) throw notFound('order.notFound')
  return row.userId
}

/**
 * Cancel (shop-spec §4; README "Order transitions"): only before shipping; the stock comes back and, when the order was
 * paid, the money too, with its ledger row, in the same transaction.
 */
export async function cancelOrder(
  db: Database,
  clock: Clock,
  catalog: StockChangeListener,
  userId: number,
  orderId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBalance(tx, await ownerOf(tx, orderId, userId))
    const order = await lockOrder(tx, orderId, userId)
    const state = nextOrderState(order.state, 'cancel')
    const at = new Date(clock.now())
    if (order.state === 'paid') {
      await returnPayment(tx, order, at)
      await countSales(tx, order, -1)
    }
    await returnStock(tx, orderId)
    await tx
      .update(orders)
      .set({ state, cancelledAt: at, cancelReason: 'shopper' })
      .where(eq(orders.id, orderId))
    await recordNotification(tx, {
      userId: order.userId,
      templateKey: 'notification.orderCancelled',
      params: { orderSn: order.orderSn, refundedCents: order.state === 'paid' ? order.totalCents : 0 },
      target: { type: 'order', id: orderId },
      at,
    })
  })
  catalog.invalidate()
}

/**
 * Confirm receipt (once shipped): the order's escrow is released to the shop, less the commission
 * (issue #42, order-money.ts), in the same transaction.
 */
export async function confirmReceipt(
  db: Database,
  clock: Clock,
  userId: number,
  orderId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId)
    const state = nextOrderState(order.state, 'confirm')
    const at = new Date(clock.now())
    await settleReceivedOrder(tx, order, at, { state, receivedAt: at })
  })
}

/**
 * Releases a received order's escrow to its shop and marks it settled (issue #42), writing `change`
 * (the receipt's new state, say) in the same UPDATE of the order, so a confirm costs one.
 */
export async function settleReceivedOrder(
  tx: Transaction,
  order: OrderRow,
  at: Date,
  change: Partial<OrderRow> = {},
): Promise<void> {
  const released = await releaseToShop(tx, order, at)
  const set = { ...change, ...(released.posted ? { settledAt: at } : {}) }
  if (Object.keys(set).length > 0) await tx.update(orders).set(set).where(eq(orders.id, order.id))
}

/** Default carrier for the operator command when none is given. */
export const DEFAULT_CARRIER = 'CrossMart Express'

/** Operator: ship a paid order with its carrier and tracking number; the first logistics event. */
export async function shipOrder(
  db: Database,
  clock: Clock,
  orderId: number,
  options: { company?: string | undefined; trackingNo?: string | undefined } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null)
    const state = nextOrderState(order.state, 'ship')
    const at = new Date(clock.now())
    const company = options.company || DEFAULT_CARRIER
    const trackingNo = options.trackingNo || `T${order.orderSn.slice(2)}`
    await tx
      .update(orders)
      .set({ state, shippedAt: at, logisticsCompany: company, trackingNo })
      .where(eq(orders.id, orderId))
    await tx.insert(logisticsEvents).values({
      orderId,
      time: at,
      description: `Shipped by ${company}, tracking number ${trackingNo}`,
      // Issue #31: the shop shows this event in the shopper's language from the code.
      code: 'shipped',
    })
    await recordNotification(tx, {
      userId: order.userId,
      templateKey: 'notification.orderShipped',
      params: { orderSn: order.orderSn, company, trackingNo },
      target: { type: 'order', id: orderId },
      at,
    })
  })
}

/** Operator: a further logistics event on a shipped order ("Arrived at the sorting centre"). */
export async function addLogisticsEvent(
  db: Database,
  clock: Clock,
  orderId: number,
  description: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null)
    nextOrderState(order.state, 'track')
    await tx.insert(logisticsEvents).values({ orderId, time: new Date(clock.now()), description })
  })
}

/** Operator: the parcel arrived; from now on the shopper may confirm receipt. */
export async function markDelivered(db: Database, clock: Clock, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, null)
    const state = nextOrderState(order.state, 'deliver')
    const at = new Date(clock.now())
    await tx.update(orders).set({ state, deliveredAt: at }).where(eq(orders.id, orderId))
    await tx
      .insert(logisticsEvents)
      .values({ orderId, time: at, description: 'Delivered', code: 'delivered' })
    await recordNotification(tx, {
      userId: order.userId,
      templateKey: 'notification.orderDelivered',
      params: { orderSn: order.orderSn },
      target: { type: 'order', id: orderId },
      at,
    })
  })
}
