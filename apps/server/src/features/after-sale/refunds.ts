import {
  API_CODE,
  type NotificationTemplateKey,
  REFUND_STATUS,
  type RefundStatus,
  type refundApplyInputSchema,
  type refundRecordSchema,
} from '@crossmart/api-client'
import { and, eq, inArray } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { orderItems, orders, refunds } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { isUniqueViolation } from '../accounts/user-lookup'
import { lockBalance, showMoney } from '../ledger/ledger'
import { refundToShopper } from '../ledger/order-money'
import { recordNotification } from '../notifications/record-notification'
import { lockOrder, settleReceivedOrder } from '../orders/order-actions'
import { nextOrderState } from '../orders/order-states'
import { countSales, returnStock, type StockChangeListener } from '../orders/stock'
import { claimOwnImages } from '../uploads/owned-images'

type RefundRow = typeof refunds.$inferSelect
export type RefundRecord = z.infer<typeof refundRecordSchema>
export type RefundApplyInput = z.output<typeof refundApplyInputSchema>

export type RefundAction = 'approve' | 'complete' | 'refuse'

/**
 * Refund progress (shop-spec §4 labels applied, refunding, refunded; plus refused). The operator
 * approves (refunding), then completes it (refunded: the money goes back and the goods return to
 * stock), or refuses it (the order returns to the state it had). README "Order transitions".
 */
export const REFUND_TRANSITIONS: Readonly<
  Record<RefundAction, { from: readonly RefundStatus[]; to: RefundStatus }>
> = {
  approve: { from: [REFUND_STATUS.applied], to: REFUND_STATUS.refunding },
  complete: { from: [REFUND_STATUS.refunding], to: REFUND_STATUS.refunded },
  refuse: { from: [REFUND_STATUS.applied, REFUND_STATUS.refunding], to: REFUND_STATUS.refused },
}

export function toRefundRecord(row: RefundRow, orderSn: string): RefundRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    orderSn,
    type: row.type,
    amountCents: row.amountCents,
    productStatus: row.productStatus,
    reason: row.reason,
    reasonCode: row.reasonCode,
    explanation: row.explanation,
    proof: row.proof,
    status: row.status,
    auditRemark: row.auditRemark,
    createdAt: row.createdAt.toISOString(),
  }
}

const alreadySubmitted = (cause?: unknown) =>
  new RefusalError('refund.alreadySubmitted', { apiCode: API_CODE.alreadySubmitted, cause })

/**
 * A refund request (shop-spec §3 Refund): only for a paid order, at most what was paid, once per order (a second
 * request answers that one was already submitted). The order enters after-sale (-4).
 */
export async function applyRefund(
  db: Database,
  clock: Clock,
  userId: number,
  input: RefundApplyInput,
): Promise<RefundRecord> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, userId)
      const [existing] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.orderId, order.id))
      if (existing) throw alreadySubmitted()
      const state = nextOrderState(order.state, 'requestRefund')
      if (input.amountCents > order.totalCents) {
        throw new RefusalError('refund.amountTooLarge', { params: { max: showMoney(order.totalCents) } })
      }
      if (input.productIds?.length) {
        const lines = await tx
          .select({ productId: orderItems.productId })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.productId, input.productIds)))
        if (new Set(lines.map((l) => l.productId)).size !== new Set(input.productIds).size)
          throw notFound('product.notFound')
      }
      await claimOwnImages(tx, clock, userId, input.proof)
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          userId,
          type: input.type,
          amountCents: input.amountCents,
          productStatus: input.productStatus,
          reason: input.reason,
          reasonCode: input.reasonCode ?? null,
          explanation: input.explanation,
          proof: input.proof,
          status: REFUND_STATUS.applied,
          createdAt: new Date(clock.now()),
        })
        .returning()
      await tx.update(orders).set({ state, stateBeforeAfterSale: order.state }).where(eq(orders.id, order.id))
      await recordNotification(tx, {
        userId,
        templateKey: 'notification.refundApplied',
        params: { orderSn: order.orderSn, amountCents: input.amountCents },
        target: { type: 'refund', id: row!.id },
        at: row!.createdAt,
      })
      return toRefundRecord(row!, order.orderSn)
    })
  } catch (error) {
    // Two requests racing past the check: the unique index on refunds.order_id lets one through.
    if (isUniqueViolation(error)) throw alreadySubmitted(error)
    throw error
  }
}

export async function refundOfOrder(db: Executor, userId: number, orderId: number): Promise<RefundRecord> {
  const [row] = await db
    .select({ refund: refunds, orderSn: orders.orderSn })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(orders.userId, userId)))
  if (!row) throw notFound('refund.notFound')
  return toRefundRecord(row.refund, row.orderSn)
}

/** What the shopper is told after each operator step of the refund table. */
const REFUND_NOTICES = {
  approve: 'notification.refundAccepted',
  refuse: 'notification.refundRefused',
  complete: 'notification.refundRefunded',
} as const satisfies Record<RefundAction, NotificationTemplateKey>

/**
 * Operator: one step of the refund table; `complete` credits the amount with its ledger row and
 * returns the order's stock (and its sales counts) in the same transaction.
 */
export async function auditRefund(
  db: Database,
  clock: Clock,
  catalog: StockChangeListener,
  refundId: number,
  action: RefundAction,
  remark = '',
): Promise<RefundRecord> {
  const record = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ userId: refunds.userId }).from(refunds).where(eq(refunds.id, refundId))
    if (!owner) throw notFound('refund.notFound')
    await lockBalance(tx, owner.userId)
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update')
    const transition = REFUND_TRANSITIONS[action]
    if (!refund || !transition.from.includes(refund.status as RefundStatus)) {
      throw new RefusalError('refund.cannotAudit', { apiCode: API_CODE.invalidTransition })
    }
    const order = await lockOrder(tx, refund.orderId, null)
    const at = new Date(clock.now())
    if (action === 'complete') {
      // Issue #42: from escrow before the money was released, from the shop (and the platform's
      // commission on it) after (order-money.ts).
      await refundToShopper(tx, order, refund, at)
      // The goods go back on sale with the money, in this transaction and under the same guard: the
      // refund row is locked and only `refunding` may complete, so a second or concurrent completion
      // is refused above and never restocks twice. The sales the payment counted are taken back too,
      // as a cancelled paid order does (stock.ts countSales).
      await returnStock(tx, order.id)
      await countSales(tx, order, -1)
    }
    if (action === 'refuse') {
      const state = nextOrderState(order.state, 'closeRefund', order.stateBeforeAfterSale)
      await tx.update(orders).set({ state, stateBeforeAfterSale: null }).where(eq(orders.id, order.id))
    }
    const [row] = await tx
      .update(refunds)
      .set({
        status: transition.to,
        auditRemark: remark,
        auditedAt: refund.auditedAt ?? at,
        ...(action === 'complete' ? { refundedAt: at } : {}),
      })
      .where(eq(refunds.id, refundId))
      .returning()
    // Issue #42: a partial refund closes the order; what it left in escrow is released to the shop
    // now (the refund row above already counts as refunded, so only the rest moves).
    if (action === 'complete') await settleReceivedOrder(tx, order, at)
    await recordNotification(tx, {
      userId: refund.userId,
      templateKey: REFUND_NOTICES[action],
      params: { orderSn: order.orderSn, amountCents: refund.amountCents, remark },
      target: { type: 'refund', id: refund.id },
      at,
    })
    return toRefundRecord(row!, order.orderSn)
  })
  // A completed refund put the goods back on sale: the catalog shows it at once, whoever decided.
  if (action === 'complete') catalog.invalidate()
  return record
}
