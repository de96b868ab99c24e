import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { categories, orderItems, products, shops } from '../../db/schema'

/**
 * Issue #42, the commission rule (server README "Money between accounts"), in integer cents:
 * - The platform takes a rate per category in basis points (1 bp = 0.01 %), or the shop's override.
 * - It applies to the goods after the discount, never to freight. An order with lines in several
 *   categories pays each line's rate on that line's share of the discounted goods.
 * - Rounded down to the cent, in the shop's favour: floor(sum(line x bp) x discounted / (10,000 x sum(line))).
 * - Fixed on the order when it is paid; a later rate change never touches it.
 */
export function commissionCents(
  lines: readonly { cents: number; bps: number }[],
  discountedGoodsCents: number,
): number {
  const goods = lines.reduce((sum, line) => sum + BigInt(line.cents), 0n)
  if (goods <= 0n || discountedGoodsCents <= 0) return 0
  const weighted = lines.reduce((sum, line) => sum + BigInt(line.cents) * BigInt(line.bps), 0n)
  return Number((weighted * BigInt(discountedGoodsCents)) / (10_000n * goods))
}

/**
 * The commission the platform gives back when `refundedCents` of an order's `totalCents` is refunded
 * after its money was released: the refunded share of the commission, rounded down (the platform
 * keeps a part cent). A full refund returns all of it. (Shopee returns the commission on refunded goods.)
 */
export function commissionReturned(commission: number, refundedCents: number, totalCents: number): number {
  if (totalCents <= 0 || refundedCents <= 0) return 0
  if (refundedCents >= totalCents) return commission
  return Number((BigInt(commission) * BigInt(refundedCents)) / BigInt(totalCents))
}

/** The commission of one order at today's rates (its lines' categories, or the shop's override). */
export async function commissionOfOrder(
  tx: Transaction,
  order: { id: number; shopId: number; goodsCents: number; discountCents: number },
): Promise<number> {
  const lines = await tx
    .select({
      cents: sql<string>`${orderItems.unitPriceCents} * ${orderItems.quantity}`,
      bps: sql<number>`coalesce(${shops.commissionBps}, ${categories.commissionBps}, 0)`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(shops, eq(shops.id, sql`${order.shopId}`))
    .where(eq(orderItems.orderId, order.id))
  return commissionCents(
    lines.map((line) => ({ cents: Number(line.cents), bps: Number(line.bps) })),
    order.goodsCents - order.discountCents,
  )
}
