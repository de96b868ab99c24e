import type { ProductSort, ProductSummary, ShopSummary } from '@crossmart/api-client'
import { and, asc, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { categories, hotPins, products, shops } from '../../db/schema'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'
import { localizedName } from './product-language'

export interface ProductFilter {
  categoryId?: number | undefined
  shopId?: number | undefined
  keyword?: string | undefined
  minPriceCents?: number | undefined
  maxPriceCents?: number | undefined
  hotOnly?: boolean
  excludeId?: number
}

export interface PageRequest {
  page: number
  limit: number
}

export interface Page<T> {
  list: T[]
  total: number
  page: number
  limit: number
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Issue #48 "Merchants join": the product's shop is open (not suspended by the operator). A
 * correlated EXISTS on the shop's primary key, so queries that do not join shops (counts, search,
 * the cart) can use it as they are. The outer names are written out: drizzle leaves a column of a
 * single-table query unqualified, and inside the subquery that would name the subquery's own.
 */
export const shopOpen = (): SQL =>
  sql`EXISTS (SELECT 1 FROM "shops" AS "open_shop" WHERE "open_shop"."id" = "products"."shop_id" AND "open_shop"."suspended_at" IS NULL)`

/**
 * What shoppers may see and buy, the one rule every shopper path uses (lists, search, product
 * pages, cart, checkout): a published product (issue #48: drafts, unlisted and archived ones are the
 * shop's) of a shop that is not suspended.
 */
export const onSale = (): SQL => and(eq(products.status, 'published'), shopOpen()) as SQL

/**
 * A shop shoppers see in shop lists (hot shops): not suspended, and with at least one product on
 * sale (a newly approved shop stays hidden until it publishes one).
 */
export const shopListed = (): SQL =>
  sql`("shops"."suspended_at" IS NULL AND EXISTS (SELECT 1 FROM "products" AS "listed_product" WHERE "listed_product"."shop_id" = "shops"."id" AND "listed_product"."status" = 'published'))`

/**
 * Issue #48: a category's products are its own and its children's (a tree of two levels), so a
 * top-level category's list holds what its sub-categories file.
 */
export const inCategory = (categoryId: number): SQL =>
  sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.id} = ${categoryId} or ${categories.parentId} = ${categoryId})`

function whereOf(filter: ProductFilter): SQL | undefined {
  const keyword = filter.keyword?.trim()
  return and(
    onSale(),
    filter.categoryId !== undefined ? inCategory(filter.categoryId) : undefined,
    filter.shopId !== undefined ? eq(products.shopId, filter.shopId) : undefined,
    // Any language's name matches (手机 finds the phones): search_text holds them all.
    keyword
      ? sql`(${products.searchText} ILIKE ${likePattern(keyword)} OR ${products.name} ILIKE ${likePattern(keyword)})`
      : undefined,
    filter.minPriceCents !== undefined ? gte(products.priceCents, filter.minPriceCents) : undefined,
    filter.maxPriceCents !== undefined ? lte(products.priceCents, filter.maxPriceCents) : undefined,
    filter.hotOnly ? eq(products.isHot, 1) : undefined,
    filter.excludeId !== undefined ? sql`${products.id} <> ${filter.excludeId}` : undefined,
  )
}

/** Sort orders of the contract's PRODUCT_SORT; every order ends on id so pages never overlap. */
function orderOf(sort: ProductSort | undefined): SQL[] {
  switch (sort) {
    case 'sales':
      return [desc(products.sales), desc(products.id)]
    case 'priceAsc':
      return [asc(products.priceCents), asc(products.id)]
    case 'priceDesc':
      return [desc(products.priceCents), desc(products.id)]
    case 'newest':
      return [desc(products.createdAt), desc(products.id)]
    default:
      return [desc(products.isHot), desc(products.sales), desc(products.id)]
  }
}

/** The columns of a list row (also the search's, product-search.ts). */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  image: products.cover,
  priceCents: products.priceCents,
  stock: products.stock,
  sales: products.sales,
  seen: products.seenCount,
  categoryId: products.categoryId,
  shopId: products.shopId,
  shopName: shops.name,
  translations: products.translations,
}

export type SummaryRow = { translations: typeof products.$inferSelect.translations } & ProductSummary

/** A list row in the shopper's language (product-language.ts). */
export function toSummary({ translations, ...row }: SummaryRow, lang: ServerLanguage): ProductSummary {
  return { ...row, name: localizedName(translations, row.name, lang) }
}

export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  sort: ProductSort | undefined,
  page: PageRequest,
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<Page<ProductSummary>> {
  const where = whereOf(filter)
  const [list, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(products).where(where),
  ])
  return {
    list: list.map((row) => toSummary(row, lang)),
    total: totals[0]?.total ?? 0,
    page: page.page,
    limit: page.limit,
  }
}

export async function productSummariesByIds(
  db: Executor,
  ids: number[],
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      sql`${products.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  return new Map(rows.map((row) => [row.id, toSummary(row, lang)]))
}

/** Favourable rate in percent, one decimal; a shop or product without reviews shows 100. */
export function favourableRate(good: number, total: number): number {
  if (total <= 0) return 100
  return Math.round((good / total) * 1000) / 10
}

type ShopRow = typeof shops.$inferSelect

export function toShopSummary(row: ShopRow): ShopSummary {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    sales: row.sales,
    followers: row.followers,
    favourableRate: favourableRate(row.goodReviewCount, row.reviewCount),
  }
}

/** The operator's pin of a hot-list entry (issue #48), joined on the entry's id. */
const pinOf = (kind: 'product' | 'shop', idColumn: typeof products.id | typeof shops.id) =>
  and(eq(hotPins.kind, kind), eq(hotPins.targetId, idColumn))
const isPinned = sql`${hotPins.pin} is not distinct from 'pinned'`
const notHidden = sql`${hotPins.pin} is distinct from 'hidden'`
/** Pinned ones first, the earliest pinned first; then the computed order. */
const pinnedFirst = [sql`${isPinned} desc`, sql`${hotPins.pinnedAt} asc nulls last`]

/**
 * The hot products (issue #48): the products marked hot by sales as before, plus the ones the
 * operator pinned, pinned first; a product the operator hid is never listed. On sale only.
 */
export async function listHotProducts(
  db: Executor,
  page: PageRequest,
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<Page<ProductSummary>> {
  const where = and(onSale(), or(eq(products.isHot, 1), isPinned), notHidden)
  const [list, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .leftJoin(hotPins, pinOf('product', products.id))
      .where(where)
      .orderBy(...pinnedFirst, desc(products.sales), desc(products.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count() })
      .from(products)
      .leftJoin(hotPins, pinOf('product', products.id))
      .where(where),
  ])
  return {
    list: list.map((row) => toSummary(row, lang)),
    total: totals[0]?.total ?? 0,
    page: page.page,
    limit: page.limit,
  }
}

/** The hot shops by sales (issue #48: pinned ones first, hidden ones never). */
export async function listHotShops(db: Executor, page: PageRequest): Promise<Page<ShopSummary>> {
  const [rows, totals] = await Promise.all([
    db
      .select({ shop: shops })
      .from(shops)
      .leftJoin(hotPins, pinOf('shop', shops.id))
      .where(and(shopListed(), notHidden))
      .orderBy(...pinnedFirst, desc(shops.sales), asc(shops.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count() })
      .from(shops)
      .leftJoin(hotPins, pinOf('shop', shops.id))
      .where(and(shopListed(), notHidden)),
  ])
  return {
    list: rows.map((row) => toShopSummary(row.shop)),
    total: totals[0]?.total ?? 0,
    page: page.page,
    limit: page.limit,
  }
}
