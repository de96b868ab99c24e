import type { OrderDetail, OrderStatus, OrderSummary } from '@crossmart/api-client'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { pageByNewestId } from '../../db/paging'
import { logisticsEvents, orderItems, orders, refunds, shops } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'
import { lineInLanguage, loadProductTranslations } from '../catalog/line-language'
import { ORDER_STATUS_OF, statesForStatus } from './order-states'

type OrderRow = typeof orders.$inferSelect
const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString())

/** Orders as listed; product names and options in `lang` (issue #46, catalog/line-language.ts). */
export async function orderSummaries(
  db: Executor,
  rows: OrderRow[],
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<OrderSummary[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [items, shopRows, refundRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(inArray(shops.id, [...new Set(rows.map((r) => r.shopId))])),
    db
      .select({ orderId: refunds.orderId, status: refunds.status })
      .from(refunds)
      .where(inArray(refunds.orderId, ids)),
  ])
  const shopName = new Map(shopRows.map((s) => [s.id, s.name]))
  const translations = await loadProductTranslations(
    db,
    items.map((i) => i.productId),
  )
  const refundStatus = new Map(refundRows.map((r) => [r.orderId, r.status]))
  return rows.map((order) => {
    const lines = items.filter((i) => i.orderId === order.id)
    return {
      id: order.id,
      orderSn: order.orderSn,
      status: ORDER_STATUS_OF[order.state],
      shopId: order.shopId,
      shopName: shopName.get(order.shopId) ?? '',
      items: lines.map((l) =>
        lineInLanguage(
          {
            productId: l.productId,
            skuId: l.skuId,
            productName: l.productName,
            image: l.image,
            spec: l.spec,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
          },
          translations.get(l.productId),
          lang,
        ),
      ),
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      goodsCents: order.goodsCents,
      freightCents: order.freightCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      refundStatus: refundStatus.get(order.id) ?? null,
      reviewed: order.reviewedAt !== null,
      createdAt: order.createdAt.toISOString(),
      deliveredAt: iso(order.deliveredAt),
      payDeadline: order.state === 'awaiting_payment' ? iso(order.payDeadline) : null,
    }
  })
}

/** My orders, newest first; no status = the "all" tab (shop-spec §4). */
export async function listOrders(
  db: Executor,
  userId: number,
  query: { status?: OrderStatus | undefined; page: number; limit: number },
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<{ list: OrderSummary[]; total: number; page: number; limit: number }> {
  const where =
    query.status === undefined
      ? eq(orders.userId, userId)
      : and(eq(orders.userId, userId), inArray(orders.state, statesForStatus(query.status)))
  const { rows, total } = await pageByNewestId<OrderRow>(db, orders, where, query)
  return { list: await orderSummaries(db, rows, lang), total, page: query.page, limit: query.limit }
}

/** One of my orders with address, promo code and logistics (someone else's answers not found). */
export async function orderDetail(
  db: Executor,
  userId: number,
  orderId: number,
  autoConfirmDays: number,
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) throw notFound('order.notFound')
  const [summary] = await orderSummaries(db, [order], lang)
  const events = await db
    .select()
    .from(logisticsEvents)
    .where(eq(logisticsEvents.orderId, orderId))
    .orderBy(desc(logisticsEvents.time), desc(logisticsEvents.id))
  return {
    ...summary!,
    promoCode: order.promoCode,
    address: {
      addressee: order.addressee,
      mobile: order.mobile,
      area: order.area,
      detailedAddress: order.detailedAddress,
      country: order.country,
      region: order.region,
      postcode: order.postcode,
    },
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    receivedAt: iso(order.receivedAt),
    // Issue #42: the money is held until receipt; shipped and not yet confirmed, it is released by itself.
    fundsReleasedAt: iso(order.settledAt),
    fundsReleaseDueAt:
      order.settledAt === null &&
      order.shippedAt !== null &&
      (order.state === 'shipped' || order.state === 'delivered')
        ? new Date(order.shippedAt.getTime() + autoConfirmDays * 86_400_000).toISOString()
        : null,
    logistics:
      order.logisticsCompany === null
        ? null
        : {
            company: order.logisticsCompany,
            trackingNo: order.trackingNo ?? '',
            events: events.map((e) => ({
              time: e.time.toISOString(),
              description: e.description,
              code: e.code,
            })),
          },
  }
}
