import { API_CODE } from '@crossmart/api-client'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { cartItems, productSkus, products } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { isUniqueViolation } from '../accounts/user-lookup'
import { onSale, shopOpen } from '../catalog/product-queries'

export const outOfStock = (name: string, stock: number): RefusalError =>
  new RefusalError('stock.insufficient', { apiCode: API_CODE.outOfStock, params: { name, stock } })

interface ChosenItem {
  productId: number
  skuId: number | null
  name: string
  stock: number
}

/** The product and SKU a cart line refers to; a product with several SKUs needs one chosen. */
async function resolveItem(db: Database, productId: number, skuId: number | undefined): Promise<ChosenItem> {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      shopOpen: sql<boolean>`${shopOpen()}`,
      onSale: sql<boolean>`${onSale()}`,
    })
    .from(products)
    .where(eq(products.id, productId))
  // Issue #48: a draft, unlisted or archived product is not on sale; nor is any of a suspended shop.
  if (product && !product.shopOpen) throw notFound('cart.shopUnavailable')
  if (!product?.onSale) throw notFound('cart.productUnavailable')
  const skus = await db
    .select({ id: productSkus.id, stock: productSkus.stock })
    .from(productSkus)
    .where(eq(productSkus.productId, productId))
  if (skus.length === 0) return { productId, skuId: null, name: product.name, stock: product.stock }
  const sku =
    skuId === undefined ? (skus.length === 1 ? skus[0] : undefined) : skus.find((s) => s.id === skuId)
  if (!sku) throw new RefusalError(skuId === undefined ? 'cart.specRequired' : 'cart.specNotFound')
  return { productId, skuId: sku.id, name: product.name, stock: sku.stock }
}

const sameLine = (userId: number, item: ChosenItem) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, item.productId),
    item.skuId === null ? sql`${cartItems.skuId} IS NULL` : eq(cartItems.skuId, item.skuId),
  )

/** Adds to the cart, merging with the line of the same SKU; the merged quantity must be in stock. */
export async function addToCart(
  db: Database,
  userId: number,
  input: { productId: number; skuId?: number | undefined; quantity: number },
): Promise<void> {
  const item = await resolveItem(db, input.productId, input.skuId)
  // Two adds racing to create the same line: the unique index lets one insert win, the other merges.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(cartItems).where(sameLine(userId, item)).for('update')
        const quantity = (existing?.quantity ?? 0) + input.quantity
        if (quantity > item.stock) throw outOfStock(item.name, item.stock)
        if (existing) {
          await tx.update(cartItems).set({ quantity, selected: true }).where(eq(cartItems.id, existing.id))
        } else {
          await tx
            .insert(cartItems)
            .values({ userId, productId: item.productId, skuId: item.skuId, quantity })
        }
      })
      return
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error)) continue
      throw error
    }
  }
}

export async function updateCartQuantity(
  db: Database,
  userId: number,
  id: number,
  quantity: number,
): Promise<void> {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
  if (!line) throw notFound('cart.itemNotFound')
  const item = await resolveItem(db, line.productId, line.skuId ?? undefined)
  if (quantity > item.stock) throw outOfStock(item.name, item.stock)
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, id))
}

/** Removes the user's lines among `ids`; ids of other users' lines are ignored, never touched. */
export async function removeFromCart(db: Database, userId: number, ids: readonly number[]): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])))
}

export type CartSelection =
  | { scope: 'items'; ids: number[]; selected: boolean }
  | { scope: 'shop'; shopId: number; selected: boolean }
  | { scope: 'all'; selected: boolean }

export async function selectInCart(db: Database, userId: number, selection: CartSelection): Promise<void> {
  const mine = eq(cartItems.userId, userId)
  const where =
    selection.scope === 'items'
      ? and(mine, inArray(cartItems.id, selection.ids))
      : selection.scope === 'shop'
        ? and(
            mine,
            inArray(
              cartItems.productId,
              db.select({ id: products.id }).from(products).where(eq(products.shopId, selection.shopId)),
            ),
          )
        : mine
  await db.update(cartItems).set({ selected: selection.selected }).where(where)
}
