import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { shopFollows, shops } from '../../db/schema'
import { toShopSummary } from '../catalog/product-queries'
import { assertShopExists } from './shop-queries'

/**
 * Follows or unfollows a shop. The follower counter moves only when the row really changed, so
 * repeated calls are idempotent.
 */
export async function setFollow(
  db: Database,
  clock: Clock,
  userId: number,
  input: { shopId: number; follow: boolean },
): Promise<{ shopId: number; followed: boolean; followers: number }> {
  const { shopId, follow } = input
  return db.transaction(async (tx) => {
    await assertShopExists(tx, shopId)
    const changed = follow
      ? await tx
          .insert(shopFollows)
          .values({ userId, shopId, createdAt: new Date(clock.now()) })
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
}

/** The shops the user follows, newest follow first. */
export async function listFollowedShops(
  db: Database,
  userId: number,
  query: { page: number; limit: number },
) {
  const { page, limit } = query
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
}
