import { favouriteAdd, favouriteList, favouriteRemove } from '@crossmart/api-client'
import { and, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import { favourites, products } from '../../db/schema'
import { notFound } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { productSummariesByIds } from '../catalog/product-queries'

/** Favourite products (shop-spec §2 /myFavourite). */
export function createFavouriteRoutes({ db, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(favouriteAdd, async ({ input, session }) => {
    const { userId } = await session()
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .limit(1)
    if (!product) throw notFound('product.notFound')
    await db.insert(favourites).values({ userId, productId: input.productId }).onConflictDoNothing()
    return { productId: input.productId, favourited: true }
  })

  mount(favouriteRemove, async ({ input, session }) => {
    const { userId } = await session()
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, input.productId)))
    return { productId: input.productId, favourited: false }
  })

  mount(favouriteList, async ({ input, session }) => {
    const { userId } = await session()
    const { page, limit } = input
    const [rows, totals] = await Promise.all([
      db
        .select({ productId: favourites.productId, createdAt: favourites.createdAt })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.productId))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId)),
    ])
    const summaries = await productSummariesByIds(
      db,
      rows.map((r) => r.productId),
    )
    const list = rows.flatMap((r) => {
      const summary = summaries.get(r.productId)
      return summary ? [{ ...summary, favouritedAt: r.createdAt.toISOString() }] : []
    })
    return { list, total: totals[0]?.total ?? 0, page, limit }
  })

  return router
}
