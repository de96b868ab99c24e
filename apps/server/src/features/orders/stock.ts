import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { orderItems, productSkus, products, shops } from '../../db/schema'
import { outOfStock } from '../cart/cart-service'
import type { CatalogCache } from '../catalog/catalog-cache'

/**
 * What a service that changes stock tells once its transaction committed: the public catalog's cache
 * (catalog-cache.ts), so lists and details show the new stock at once on this replica whoever made the
 * change (the shopper's routes, the console's refund decision, the expiry sweep). Issue #30.
 */
export type StockChangeListener = Pick<CatalogCache, 'invalidate'>

export interface StockLine {
  productId: number
  skuId: number | null
  quantity: number
  name: string
}

const byIds = (a: StockLine, b: StockLine) => (a.skuId ?? 0) - (b.skuId ?? 0) || a.productId - b.productId

/**
 * Takes stock for the lines in the caller's transaction (README "Money: cart, orders, wallet": stock reserved in the same
 * transaction as the order). Conditional UPDATEs cannot oversell; rows are touched in id order so
 * two checkouts sharing SKUs cannot deadlock.
 */
export async function reserveStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort(byIds)) {
    if (line.skuId !== null) {
      const [sku] = await tx
        .update(productSkus)
        .set({ stock: sql`${productSkus.stock} - ${line.quantity}` })
        .where(sql`${productSkus.id} = ${line.skuId} AND ${productSkus.stock} >= ${line.quantity}`)
        .returning({ id: productSkus.id })
      if (!sku) {
        const [now] = await tx
          .select({ stock: productSkus.stock })
          .from(productSkus)
          .where(eq(productSkus.id, line.skuId))
        throw outOfStock(line.name, now?.stock ?? 0)
      }
    }
  }
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    // The product's stock is the sum of its SKUs' (catalog.ts); without SKUs it is the stock itself.
    const [product] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(sql`${products.id} = ${line.productId} AND ${products.stock} >= ${line.quantity}`)
      .returning({ id: products.id })
    if (!product) {
      const [now] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, line.productId))
      throw outOfStock(line.name, now?.stock ?? 0)
    }
  }
}

/**
 * Gives an order's stock back, SKU rows then product rows in id order like reserveStock: on cancel
 * (order-actions.ts) and when its refund completes (after-sale/refunds.ts), each in the transaction
 * of that state change.
 */
export async function returnStock(tx: Transaction, orderId: number): Promise<void> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  for (const line of lines.sort((a, b) => (a.skuId ?? 0) - (b.skuId ?? 0))) {
    if (line.skuId !== null) {
      await tx
        .update(productSkus)
        .set({ stock: sql`${productSkus.stock} + ${line.quantity}` })
        .where(eq(productSkus.id, line.skuId))
    }
  }
  for (const line of lines.sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
  }
}

/**
 * Sales counters (shop-spec §3: product sales, shop sales and total sales) move with the money:
 * +1 when an order is paid, -1 when a paid order is cancelled or its refund completes.
 */
export async function countSales(
  tx: Transaction,
  order: { id: number; shopId: number; goodsCents: number },
  sign: 1 | -1,
): Promise<void> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  let units = 0
  for (const line of lines.sort((a, b) => (a.skuId ?? 0) - (b.skuId ?? 0))) {
    units += line.quantity
    if (line.skuId !== null) {
      await tx
        .update(productSkus)
        .set({ sales: sql`greatest(${productSkus.sales} + ${sign * line.quantity}, 0)` })
        .where(eq(productSkus.id, line.skuId))
    }
  }
  for (const line of lines.sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ sales: sql`greatest(${products.sales} + ${sign * line.quantity}, 0)` })
      .where(eq(products.id, line.productId))
  }
  await tx
    .update(shops)
    .set({
      sales: sql`greatest(${shops.sales} + ${sign * units}, 0)`,
      totalSalesCents: sql`greatest(${shops.totalSalesCents} + ${sign * order.goodsCents}, 0)`,
    })
    .where(eq(shops.id, order.shopId))
}
