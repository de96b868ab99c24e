import type { CartView } from '@crossmart/api-client'
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { cartItems, productSkus, products, shops } from '../../db/schema'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'
import { lineInLanguage } from '../catalog/line-language'

/** A SKU labelled 'Default' stands for "no specs" (seed/seed-demo.ts); the cart shows no spec then. */
export const NO_SPEC_LABEL = 'Default'

export const specText = (label: string | null | undefined): string =>
  !label || label === NO_SPEC_LABEL ? '' : label

/**
 * The user's cart grouped by shop with the totals of the selected, available lines (shop-spec §1 cart).
 * Prices and stock are read live: a cart line stores only what was chosen, never a price. Names
 * and options are in `lang`, as on the product page (issue #46, catalog/line-language.ts).
 */
export async function loadCartView(
  db: Executor,
  userId: number,
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<CartView> {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      skuId: cartItems.skuId,
      quantity: cartItems.quantity,
      selected: cartItems.selected,
      productName: products.name,
      translations: products.translations,
      cover: products.cover,
      productPrice: products.priceCents,
      productStock: products.stock,
      shopId: shops.id,
      shopName: shops.name,
      skuLabel: productSkus.label,
      skuPrice: productSkus.priceCents,
      skuStock: productSkus.stock,
      skuImage: productSkus.image,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
  const groups = new Map<number, CartView['shops'][number]>()
  let itemCount = 0
  let selectedCount = 0
  let selectedTotalCents = 0
  for (const row of rows) {
    const stock = row.skuId === null ? row.productStock : (row.skuStock ?? 0)
    const unitPriceCents = row.skuId === null ? row.productPrice : (row.skuPrice ?? row.productPrice)
    const available = stock > 0
    let group = groups.get(row.shopId)
    if (!group) {
      group = { shopId: row.shopId, shopName: row.shopName, items: [], selectedTotalCents: 0 }
      groups.set(row.shopId, group)
    }
    group.items.push(
      lineInLanguage(
        {
          id: row.id,
          productId: row.productId,
          productName: row.productName,
          image: row.skuImage ?? row.cover,
          skuId: row.skuId,
          spec: specText(row.skuLabel),
          unitPriceCents,
          quantity: row.quantity,
          stock,
          selected: row.selected,
          available,
        },
        row.translations,
        lang,
      ),
    )
    itemCount += 1
    if (row.selected && available) {
      selectedCount += 1
      group.selectedTotalCents += unitPriceCents * row.quantity
      selectedTotalCents += unitPriceCents * row.quantity
    }
  }
  return { shops: [...groups.values()], itemCount, selectedCount, selectedTotalCents }
}
