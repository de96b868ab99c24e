import { and, count, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { products, shopFollows, shops } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import type { CatalogCache } from '../catalog/catalog-cache'
import { favourableRate, onSale } from '../catalog/product-queries'

/** The shop exists and is open to shoppers (issue #48: a suspended shop answers "not available"). */
export async function assertShopExists(db: Executor, shopId: number): Promise<void> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), isNull(shops.suspendedAt)))
    .limit(1)
  if (!row) throw notFound('shop.notFound')
}

/**
 * The shop page's facts that change slowly (cacheable), or null when there is no such shop or the
 * operator suspended it (issue #48: its page is "not available" to shoppers).
 */
export async function loadShopInfo(db: Executor, shopId: number) {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1)
  if (!row || row.suspendedAt !== null) return null
  const [counted] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.shopId, shopId), onSale()))
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    description: row.description,
    sales: row.sales,
    totalSalesCents: row.totalSalesCents,
    favourableRate: favourableRate(row.goodReviewCount, row.reviewCount),
    productCount: counted?.n ?? 0,
  }
}

/**
 * `loadShopInfo` through the catalogue cache: one entry per shop, shared by /api/shop/info and the
 * shop page's LCP picture (features/first-view/lcp-image.ts).
 */
/** The catalogue cache's key of a shop's page header. */
export const shopInfoKey = (shopId: number) => `shop:${shopId}`

export function cachedShopInfo(catalogCache: CatalogCache, db: Executor, shopId: number) {
  return catalogCache.get(shopInfoKey(shopId), () => loadShopInfo(db, shopId))
}

/** Followers and whether the viewer (if any) follows: read fresh, they change with the viewer's actions. */
export async function loadFollowState(
  db: Executor,
  viewerId: number | undefined,
  shopId: number,
): Promise<{ followers: number; followed: boolean }> {
  const [[live], followed] = await Promise.all([
    db.select({ followers: shops.followers }).from(shops).where(eq(shops.id, shopId)),
    viewerId !== undefined
      ? db
          .select({ shopId: shopFollows.shopId })
          .from(shopFollows)
          .where(and(eq(shopFollows.userId, viewerId), eq(shopFollows.shopId, shopId)))
          .limit(1)
      : Promise.resolve([]),
  ])
  return { followers: live?.followers ?? 0, followed: followed.length > 0 }
}
