import { FAVOURITE_IDS_MAX } from '@crossmart/api-client'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { favourites, products } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'
import { productSummariesByIds } from '../catalog/product-queries'

/** Favourites a product (idempotent: a second add keeps the first time). */
export async function addFavourite(
  db: Database,
  clock: Clock,
  userId: number,
  productId: number,
): Promise<{ productId: number; favourited: true }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1)
  if (!product) throw notFound('product.notFound')
  await db
    .insert(favourites)
    .values({ userId, productId, createdAt: new Date(clock.now()) })
    .onConflictDoNothing()
  return { productId, favourited: true }
}

/** Removes a favourite of this user (only theirs; idempotent). */
export async function removeFavourite(
  db: Database,
  userId: number,
  productId: number,
): Promise<{ productId: number; favourited: false }> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
  return { productId, favourited: false }
}

/** The user's favourite products, newest first, with when each was favourited. */
export async function listFavourites(
  db: Database,
  userId: number,
  query: { page: number; limit: number },
  lang: ServerLanguage = FALLBACK_LANGUAGE,
) {
  const { page, limit } = query
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
    lang,
  )
  const list = rows.flatMap((r) => {
    const summary = summaries.get(r.productId)
    return summary ? [{ ...summary, favouritedAt: r.createdAt.toISOString() }] : []
  })
  return { list, total: totals[0]?.total ?? 0, page, limit }
}

/** The ids of the user's favourite products, newest first, at most FAVOURITE_IDS_MAX (the card hearts). */
export async function favouriteProductIds(db: Database, userId: number): Promise<{ ids: number[] }> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId))
    .limit(FAVOURITE_IDS_MAX)
  return { ids: rows.map((row) => row.productId) }
}

/** Whether the user favourited the product (product detail's heart). */
export async function isFavourited(db: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .limit(1)
  return rows.length > 0
}
