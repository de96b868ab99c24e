import { API_CODE } from '@crossmart/api-client'
import { eq, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { orderItems, orders, products, reviews, shops } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import { GOOD_REVIEW_MIN_SCORE } from '../../seed/seed-demo'
import { recordNotification } from '../notifications/record-notification'
import { lockOrder } from '../orders/order-actions'
import { nextOrderState } from '../orders/order-states'
import { claimOwnImages } from '../uploads/owned-images'

export interface ReviewInput {
  orderId: number
  productScore: number
  serviceScore: number
  postageScore: number
  content: string
  pictures: string[]
}

/**
 * A review of a received order (shop-spec §5): once per order; it is written for each product of the
 * order and moves the products' and the shop's favourable rate (good = product score >= 4, the
 * rule of catalog.ts). The order becomes completed (4).
 */
export async function reviewOrder(
  db: Database,
  clock: Clock,
  userId: number,
  input: ReviewInput,
): Promise<{ id: number; orderId: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, userId)
    if (order.reviewedAt !== null)
      throw new RefusalError('order.alreadyReviewed', { apiCode: API_CODE.alreadySubmitted })
    const state = nextOrderState(order.state, 'review')
    const at = new Date(clock.now())
    await claimOwnImages(tx, clock, userId, input.pictures)
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    const byProduct = new Map(lines.map((l) => [l.productId, l]))
    const inserted = await tx
      .insert(reviews)
      .values(
        [...byProduct.values()].map((line) => ({
          productId: line.productId,
          shopId: order.shopId,
          userId,
          orderId: order.id,
          productScore: input.productScore,
          serviceScore: input.serviceScore,
          postageScore: input.postageScore,
          content: input.content,
          spec: line.spec,
          pictures: input.pictures,
          createdAt: at,
        })),
      )
      .returning({ id: reviews.id })
    const good = input.productScore >= GOOD_REVIEW_MIN_SCORE ? 1 : 0
    for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
      await tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} + 1`,
          goodReviewCount: sql`${products.goodReviewCount} + ${good}`,
        })
        .where(eq(products.id, productId))
    }
    await tx
      .update(shops)
      .set({
        reviewCount: sql`${shops.reviewCount} + ${byProduct.size}`,
        goodReviewCount: sql`${shops.goodReviewCount} + ${good * byProduct.size}`,
      })
      .where(eq(shops.id, order.shopId))
    await tx.update(orders).set({ state, reviewedAt: at, completedAt: at }).where(eq(orders.id, order.id))
    await recordNotification(tx, {
      userId,
      templateKey: 'notification.orderCompleted',
      params: { orderSn: order.orderSn },
      target: { type: 'order', id: order.id },
      at,
    })
    return { id: inserted[0]!.id, orderId: order.id }
  })
}
