import type { ConsoleOrder, OrderTab } from '@crossmart/api-client'
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { orders, refunds, users } from '../../db/schema'
import type { OrderState } from '../../db/schema/orders'
import { notFound } from '../../http/refusal-error'
import { orderSummaries } from '../orders/order-queries'
import type { OrderScope } from './operations'

/** The console's order tabs (server README "Console") as order states. */
export const ORDER_TAB_STATES: Readonly<Record<OrderTab, readonly OrderState[] | null>> = {
  toShip: ['paid'],
  shipped: ['shipped', 'delivered'],
  afterSale: ['after_sale'],
  all: null,
}

type OrderRow = typeof orders.$inferSelect

export async function toConsoleOrders(db: Executor, rows: OrderRow[]): Promise<ConsoleOrder[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [summaries, shoppers, refundRows] = await Promise.all([
    orderSummaries(db, rows),
    db
      .select({ id: users.id, nickname: users.nickname, account: users.account })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    db
      .select({ id: refunds.id, orderId: refunds.orderId })
      .from(refunds)
      .where(inArray(refunds.orderId, ids)),
  ])
  const shopperName = new Map(shoppers.map((s) => [s.id, s.nickname || s.account]))
  const refundOf = new Map(refundRows.map((r) => [r.orderId, r.id]))
  return rows.map((row, i) => ({
    ...summaries[i]!,
    state: row.state,
    shopperId: row.userId,
    shopperName: shopperName.get(row.userId) ?? '',
    refundId: refundOf.get(row.id) ?? null,
    logistics:
      row.logisticsCompany && row.trackingNo
        ? { company: row.logisticsCompany, trackingNo: row.trackingNo }
        : null,
    address: {
      addressee: row.addressee,
      mobile: row.mobile,
      area: row.area,
      detailedAddress: row.detailedAddress,
      country: row.country,
      region: row.region,
      postcode: row.postcode,
    },
  }))
}

const inScope = (scope: OrderScope): SQL | undefined =>
  scope.shopId === null ? undefined : eq(orders.shopId, scope.shopId)

export async function listShopOrders(
  db: Executor,
  scope: OrderScope,
  query: PageQuery & { tab: OrderTab },
): Promise<{ list: ConsoleOrder[]; total: number; page: number; limit: number }> {
  const states = ORDER_TAB_STATES[query.tab]
  const where = and(inScope(scope), states ? inArray(orders.state, [...states]) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(orders).where(where),
  ])
  return {
    list: await toConsoleOrders(db, rows),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

export async function consoleOrderOf(
  db: Executor,
  scope: OrderScope,
  orderId: number,
): Promise<ConsoleOrder> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), inScope(scope)))
  if (rows.length === 0) throw notFound('order.notFound')
  const [order] = await toConsoleOrders(db, rows)
  return order!
}
