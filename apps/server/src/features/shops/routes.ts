import { shopFollow, shopFollowList, shopInfo, shopProducts, shopUnfollow } from '@crossmart/api-client'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { Executor } from '../../db/database'
import { products, shopFollows, shops } from '../../db/schema'
import { notFound } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { favourableRate, listProducts, toShopSummary } from '../catalog/product-queries'

async function shopExists(db: Executor, shopId: number): Promise<void> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1)
  if (!row) throw notFound('shop.notFound')
}

/** Shop page, its products, follow and unfollow (shop-spec §2 /shop, §4 Shops). */
export function createShopRoutes({ db, auth, catalogCache }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(shopInfo, async ({ input, viewer }) => {
    const base = await catalogCache.get(`shop:${input.id}`, async () => {
      const [row] = await db.select().from(shops).where(eq(shops.id, input.id)).limit(1)
      if (!row) return null
      const [counted] = await db.select({ n: count() }).from(products).where(eq(products.shopId, input.id))
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
    })
    if (!base) throw notFound('shop.notFound')
    // Followers and the followed flag change with the viewer's own actions: read them fresh.
    const session = await viewer()
    const [[live], followed] = await Promise.all([
      db.select({ followers: shops.followers }).from(shops).where(eq(shops.id, input.id)),
      session
        ? db
            .select({ shopId: shopFollows.shopId })
            .from(shopFollows)
            .where(and(eq(shopFollows.userId, session.userId), eq(shopFollows.shopId, input.id)))
            .limit(1)
        : Promise.resolve([]),
    ])
    return { ...base, followers: live?.followers ?? 0, followed: followed.length > 0 }
  })

  mount(shopProducts, async ({ input }) => {
    const { id, categoryId, sort, page, limit } = input
    return catalogCache.get(`shopProducts:${JSON.stringify(input)}`, async () => {
      await shopExists(db, id)
      return listProducts(db, { shopId: id, categoryId }, sort, { page, limit })
    })
  })

  const setFollow = async (userId: number, shopId: number, follow: boolean) =>
    db.transaction(async (tx) => {
      await shopExists(tx, shopId)
      // The counter moves only when the row really changed, so repeated calls are idempotent.
      const changed = follow
        ? await tx
            .insert(shopFollows)
            .values({ userId, shopId })
            .onConflictDoNothing()
            .returning({ shopId: shopFollows.shopId })
        : await tx
            .delete(shopFollows)
            .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
            .returning({ shopId: shopFollows.shopId })
      const delta = changed.length === 0 ? 0 : follow ? 1 : -1
      const [row] = await tx
        .update(shops)
        .set({ followers: sql`GREATEST(0, ${shops.followers} + ${delta})` })
        .where(eq(shops.id, shopId))
        .returning({ followers: shops.followers })
      return { shopId, followed: follow, followers: row?.followers ?? 0 }
    })

  mount(shopFollow, async ({ input, session }) => setFollow((await session()).userId, input.shopId, true))
  mount(shopUnfollow, async ({ input, session }) => setFollow((await session()).userId, input.shopId, false))

  mount(shopFollowList, async ({ input, session }) => {
    const { userId } = await session()
    const { page, limit } = input
    const [rows, totals] = await Promise.all([
      db
        .select({ shop: shops, followedAt: shopFollows.createdAt })
        .from(shopFollows)
        .innerJoin(shops, eq(shops.id, shopFollows.shopId))
        .where(eq(shopFollows.userId, userId))
        .orderBy(desc(shopFollows.createdAt), desc(shopFollows.shopId))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(shopFollows).where(eq(shopFollows.userId, userId)),
    ])
    return {
      list: rows.map(({ shop, followedAt }) => ({
        ...toShopSummary(shop),
        followedAt: followedAt.toISOString(),
      })),
      total: totals[0]?.total ?? 0,
      page,
      limit,
    }
  })

  return router
}
