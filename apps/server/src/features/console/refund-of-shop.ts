import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { orders, refunds } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { type RefundRecord, toRefundRecord } from '../after-sale/refunds'
import type { OrderScope } from './operations'

/** A refund of an order in scope (another shop's answers "not found"). */
export async function refundOfShop(db: Executor, scope: OrderScope, refundId: number): Promise<RefundRecord> {
  const [row] = await db
    .select({ refund: refunds, orderSn: orders.orderSn })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.id, refundId), scope.shopId === null ? undefined : eq(orders.shopId, scope.shopId)))
  if (!row) throw notFound('refund.notFound')
  return toRefundRecord(row.refund, row.orderSn)
}
