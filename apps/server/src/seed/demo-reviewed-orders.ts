import { asc, eq, isNull, sql } from 'drizzle-orm'
import type { Transaction } from '../db/database'
import { orderItems, orders, productSkus, products, reviews } from '../db/schema'
import { commissionOfOrder } from '../features/ledger/commission'
import { OUTSIDE, shopAccount } from '../features/ledger/money-accounts'
import { postTransfer } from '../features/ledger/transfers'
import { settleReceivedOrder } from '../features/orders/order-actions'
import { freightFor } from '../features/orders/pricing'
import { DEMO_REVIEW_TEXTS } from './demo-catalog'

const DAY_MS = 86_400_000

/** Where the reviewers' demo orders went (an order keeps the address it was sent to). */
const REVIEWER_ADDRESS = {
  addressee: 'Demo reviewer',
  mobile: '+6681234567',
  area: 'Bangkok',
  detailedAddress: '99 Demo Road',
} as const

/**
 * Issue #31: every product has at least one review (no "Reviews (0)" beside "1601 sold"). A product
 * the random draw left without one gets a review by a reviewer chosen by its id (no random draw, so
 * the rest of the seed stays as it was). Runs before the shops' counters are rolled up.
 */
export async function ensureEveryProductReviewed(
  tx: Transaction,
  reviewerIds: readonly number[],
): Promise<void> {
  const bare = await tx
    .select({ id: products.id, shopId: products.shopId, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.reviewCount, 0))
    .orderBy(asc(products.id))
  for (const product of bare) {
    const [sku] = await tx
      .select({ label: productSkus.label })
      .from(productSkus)
      .where(eq(productSkus.productId, product.id))
      .orderBy(asc(productSkus.id))
      .limit(1)
    await tx.insert(reviews).values({
      productId: product.id,
      shopId: product.shopId,
      userId: reviewerIds[product.id % reviewerIds.length]!,
      productScore: 5,
      serviceScore: 5,
      postageScore: 4,
      content: DEMO_REVIEW_TEXTS[product.id % DEMO_REVIEW_TEXTS.length]!,
      spec: sku?.label ?? '',
      createdAt: new Date(product.createdAt.getTime() + 30 * DAY_MS),
    })
    await tx.update(products).set({ reviewCount: 1, goodReviewCount: 1 }).where(eq(products.id, product.id))
  }
}

/**
 * Issue #31 "The seed data should hold real reviews from completed orders": each seeded review gets
 * the completed order it reviews: the reviewer bought one unit of the reviewed SKU, it was paid,
 * shipped, delivered, received and reviewed (the review's time), as the shop would have recorded it.
 */
export async function backReviewsWithOrders(tx: Transaction): Promise<number> {
  const rows = await tx
    .select({
      reviewId: reviews.id,
      userId: reviews.userId,
      productId: reviews.productId,
      shopId: reviews.shopId,
      spec: reviews.spec,
      reviewedAt: reviews.createdAt,
      name: products.name,
      cover: products.cover,
      productPrice: products.priceCents,
      skuId: productSkus.id,
      skuPrice: productSkus.priceCents,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(
      productSkus,
      sql`${productSkus.productId} = ${reviews.productId} AND ${productSkus.label} = ${reviews.spec}`,
    )
    .where(isNull(reviews.orderId))
    .orderBy(asc(reviews.id))
  for (const row of rows) {
    const at = (days: number) => new Date(row.reviewedAt.getTime() - days * DAY_MS)
    const goodsCents = row.skuPrice ?? row.productPrice
    const freightCents = freightFor(goodsCents)
    const stamp = at(8).toISOString().replace(/\D/g, '').slice(0, 14)
    const [order] = await tx
      .insert(orders)
      .values({
        // The review's id keeps the number unique among the seed's; 'CM' + time + 6 digits as makeOrderSn.
        orderSn: `CM${stamp}${String(row.reviewId).padStart(6, '0')}`,
        userId: row.userId,
        shopId: row.shopId,
        state: 'completed',
        goodsCents,
        freightCents,
        discountCents: 0,
        totalCents: goodsCents + freightCents,
        ...REVIEWER_ADDRESS,
        logisticsCompany: 'CrossMart Express',
        trackingNo: `TD${String(row.reviewId).padStart(8, '0')}`,
        createdAt: at(8),
        paidAt: at(8),
        shippedAt: at(7),
        deliveredAt: at(3),
        receivedAt: at(2),
        completedAt: row.reviewedAt,
        reviewedAt: row.reviewedAt,
      })
      .returning()
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productId: row.productId,
      skuId: row.skuId,
      productName: row.name,
      image: row.cover,
      spec: row.spec,
      quantity: 1,
      unitPriceCents: goodsCents,
    })
    await tx.update(reviews).set({ orderId: order!.id }).where(eq(reviews.id, row.reviewId))
    await recordSeededPayment(tx, order!)
  }
  return rows.length
}

/**
 * Issue #42: the demo's history has money too. A reviewer's order was paid from outside the wallet
 * (the account that migration 0022 gives orders paid before the ledger), and released to its shop
 * on receipt through the same code as a shopper's confirm, so every shop starts with earnings.
 */
async function recordSeededPayment(tx: Transaction, order: typeof orders.$inferSelect): Promise<void> {
  const paidAt = order.paidAt!
  await postTransfer(tx, {
    kind: 'order_pay',
    businessKey: `order:${order.id}:pay`,
    at: paidAt,
    orderId: order.id,
    shopId: order.shopId,
    legs: [
      { account: OUTSIDE.legacyIn, amountCents: -order.totalCents },
      { account: shopAccount(order.shopId, 'escrow'), amountCents: order.totalCents },
    ],
  })
  const commissionCents = await commissionOfOrder(tx, order)
  await tx.update(orders).set({ commissionCents }).where(eq(orders.id, order.id))
  await settleReceivedOrder(tx, { ...order, commissionCents }, order.receivedAt!)
}
