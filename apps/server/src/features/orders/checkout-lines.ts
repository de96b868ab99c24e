import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { cartItems, productSkus, products } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { onSale, shopOpen } from '../catalog/product-queries'
import type { OrderLinePrice } from './pricing'

/**
 * The selected cart lines named by `cartIds` with today's catalog prices (shop-spec §5: at least one
 * selected; lines not selected, or not this user's, never sneak in). The checkout locks them
 * (`lock`), the preview only reads them: both price the same lines the same way.
 */
export async function loadCheckoutLines(
  tx: Transaction,
  userId: number,
  ids: readonly number[],
  lock: boolean,
) {
  const query = tx
    .select({
      cartId: cartItems.id,
      selected: cartItems.selected,
      quantity: cartItems.quantity,
      productId: products.id,
      shopId: products.shopId,
      onSale: sql<boolean>`${onSale()}`,
      shopOpen: sql<boolean>`${shopOpen()}`,
      name: products.name,
      cover: products.cover,
      productPrice: products.priceCents,
      skuId: productSkus.id,
      skuLabel: productSkus.label,
      skuPrice: productSkus.priceCents,
      skuImage: productSkus.image,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])))
  const lines = lock ? await query.for('update', { of: cartItems }) : await query
  const selected = lines.filter((l) => l.selected)
  if (selected.length === 0) throw new RefusalError('order.noSelection')
  if (selected.length !== ids.length) throw notFound('cart.itemNotFound')
  // Issue #48: a line of a shop the operator suspended since is not sold, nor one whose product was
  // unlisted, archived or returned to draft (onSale(), the shopper side's one rule).
  if (selected.some((l) => !l.shopOpen)) throw notFound('cart.shopUnavailable')
  if (selected.some((l) => !l.onSale)) throw notFound('cart.productUnavailable')
  return selected
}

export type CheckoutLine = Awaited<ReturnType<typeof loadCheckoutLines>>[number]

export const unitPriceOf = (line: CheckoutLine): number => line.skuPrice ?? line.productPrice

/** One order per shop, shops in the order their first line comes. */
export function groupByShop(lines: readonly CheckoutLine[]): [shopId: number, lines: CheckoutLine[]][] {
  const byShop = new Map<number, CheckoutLine[]>()
  for (const line of lines) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line])
  return [...byShop.entries()]
}

export const linePrices = (group: readonly CheckoutLine[]): OrderLinePrice[] =>
  group.map((l) => ({ unitPriceCents: unitPriceOf(l), quantity: l.quantity }))
