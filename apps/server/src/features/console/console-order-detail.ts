import type { ConsoleOrderDetail } from '@crossmart/api-client'
import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { logisticsEvents, orders } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { toConsoleOrders } from './console-orders'
import type { OrderScope } from './operations'

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

/**
 * One order as the console's order view shows it (issue #29: shipping is decided with the order,
 * its lines' variants and the address in front of the staff member). Another shop's order answers
 * "not found", as in the list (server README "Security").
 */
export async function consoleOrderDetailOf(
  db: Executor,
  scope: OrderScope,
  orderId: number,
): Promise<ConsoleOrderDetail> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), scope.shopId === null ? undefined : eq(orders.shopId, scope.shopId)))
  const row = rows[0]
  if (!row) throw notFound('order.notFound')
  const [[order], events] = await Promise.all([
    toConsoleOrders(db, rows),
    db
      .select({
        time: logisticsEvents.time,
        description: logisticsEvents.description,
        code: logisticsEvents.code,
      })
      .from(logisticsEvents)
      .where(eq(logisticsEvents.orderId, orderId))
      .orderBy(desc(logisticsEvents.time), desc(logisticsEvents.id)),
  ])
  return {
    ...order!,
    promoCode: row.promoCode,
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    receivedAt: iso(row.receivedAt),
    logisticsEvents: events.map((e) => ({
      time: e.time.toISOString(),
      description: e.description,
      code: e.code,
    })),
  }
}
