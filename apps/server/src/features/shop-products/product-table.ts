import type { ConsoleProduct, ConsoleProductRow, ConsoleSku, ListingStatus } from '@crossmart/api-client'
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { productImages, productSkus, products } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import type { ServerLanguage } from '../../i18n/languages'
import { localizedName } from '../catalog/product-language'
import { likePattern } from '../catalog/product-queries'
import { hasOrders } from './product-editor'
import { editorTextsOf } from './product-texts'

export interface ProductTableQuery {
  keyword?: string | undefined
  status?: ListingStatus | undefined
  categoryId?: number | undefined
  outOfStock?: boolean | undefined
  page: number
  limit: number
}

/**
 * The shop's rows matching the table's filters. Archived products (deleted while orders name them)
 * show only when asked for. The name search reads search_text (every language's name, lower case)
 * through its trigram index, as the shop's search does.
 */
function whereOf(shopId: number, query: ProductTableQuery): SQL {
  const keyword = query.keyword?.trim().toLowerCase()
  return and(
    eq(products.shopId, shopId),
    query.status !== undefined ? eq(products.status, query.status) : ne(products.status, 'archived'),
    query.categoryId !== undefined ? eq(products.categoryId, query.categoryId) : undefined,
    query.outOfStock ? eq(products.stock, 0) : undefined,
    keyword ? sql`${products.searchText} like ${likePattern(keyword)}` : undefined,
  )!
}

const skuOf = (row: typeof productSkus.$inferSelect): ConsoleSku => ({
  id: row.id,
  values: row.values,
  label: row.label,
  priceCents: row.priceCents,
  stock: row.stock,
  sales: row.sales,
})

/**
 * One page of the shop's products, newest first, with their SKUs (the bulk stock edit's cells).
 * Offset paging like every console list (db/paging.ts); with 10,000 products in a shop one page is
 * an index range of products_shop_status_idx (bench/products-table.ts).
 */
export async function listShopProducts(
  db: Executor,
  shopId: number,
  query: ProductTableQuery,
  lang: ServerLanguage,
): Promise<{ list: ConsoleProductRow[]; total: number; page: number; limit: number }> {
  const where = whereOf(shopId, query)
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        translations: products.translations,
        cover: products.cover,
        status: products.status,
        categoryId: products.categoryId,
        priceCents: products.priceCents,
        stock: products.stock,
        sales: products.sales,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(where)
      // `id + 0`, not `id`: ordered by the primary key, the planner walks it backwards through every
      // shop's newer products (a long-standing shop's ids are old: 190,000 rows read in the bench);
      // this way it reads the shop's rows by its indexes and sorts one page (bench/products-table.ts).
      .orderBy(sql`${products.id} + 0 desc`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ])
  const skus =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productSkus)
          .where(
            inArray(
              productSkus.productId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(productSkus.id))
  const skusOf = new Map<number, ConsoleSku[]>()
  for (const sku of skus) skusOf.set(sku.productId, [...(skusOf.get(sku.productId) ?? []), skuOf(sku)])
  return {
    list: rows.map(({ translations, createdAt, ...row }) => ({
      ...row,
      name: localizedName(translations, row.name, lang),
      skus: skusOf.get(row.id) ?? [],
      createdAt: createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/** One of the shop's products as the editor opens it; another shop's answers "not found". */
export async function loadShopProduct(
  db: Executor,
  shopId: number,
  productId: number,
): Promise<ConsoleProduct> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
  if (!product) throw notFound('consoleProducts.notFound')
  const [skus, images, ordered] = await Promise.all([
    db.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.id)),
    db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    hasOrders(db, productId),
  ])
  return {
    id: product.id,
    status: product.status,
    texts: editorTextsOf(product),
    categoryId: product.categoryId,
    options: product.specs,
    skus: skus.map(skuOf),
    listPriceCents: product.originalPriceCents > product.priceCents ? product.originalPriceCents : null,
    images: images.length > 0 ? images.map((i) => i.url) : product.cover ? [product.cover] : [],
    hasOrders: ordered,
  }
}
