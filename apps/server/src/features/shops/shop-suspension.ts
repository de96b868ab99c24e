import type { ConsoleShop } from '@crossmart/api-client'
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { shops } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import type { CatalogCache } from '../catalog/catalog-cache'
import { likePattern, shopListed } from '../catalog/product-queries'
import { recordAudit } from '../console/audit-log'
import type { AuditActor } from '../console/console-actor'

// Issue #48 "Merchants join": the operator's list of shops, and suspension. A suspended shop leaves
// the shop side through the catalogue's one rule (`onSale()` / `shopListed()` in
// catalog/product-queries.ts); its existing orders still ship, refund and chat.

const shopColumns = {
  id: shops.id,
  name: shops.name,
  logo: shops.logo,
  suspendedAt: shops.suspendedAt,
  suspensionReason: shops.suspensionReason,
  ownerName: sql<string>`coalesce((SELECT coalesce(nullif("shop_owner"."nickname", ''), "shop_owner"."account") FROM "users" AS "shop_owner" WHERE "shop_owner"."shop_id" = "shops"."id" AND "shop_owner"."shop_role" = 'owner' ORDER BY "shop_owner"."id" LIMIT 1), '')`,
  ownerAccount: sql<string>`coalesce((SELECT "shop_owner"."account" FROM "users" AS "shop_owner" WHERE "shop_owner"."shop_id" = "shops"."id" AND "shop_owner"."shop_role" = 'owner' ORDER BY "shop_owner"."id" LIMIT 1), '')`,
  publishedCount:
    sql<number>`(SELECT count(*) FROM "products" AS "shop_product" WHERE "shop_product"."shop_id" = "shops"."id" AND "shop_product"."status" = 'published')`.mapWith(
      Number,
    ),
  listed: sql<boolean>`${shopListed()}`,
}

type ShopRow = {
  id: number
  name: string
  logo: string
  suspendedAt: Date | null
  suspensionReason: string
  ownerName: string
  ownerAccount: string
  publishedCount: number
  listed: boolean
}

function toConsoleShop(row: ShopRow): ConsoleShop {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    ownerName: row.ownerName,
    ownerAccount: row.ownerAccount,
    publishedCount: row.publishedCount,
    listed: Boolean(row.listed),
    suspended: row.suspendedAt !== null,
    suspendedAt: row.suspendedAt === null ? null : new Date(row.suspendedAt).toISOString(),
    suspensionReason: row.suspensionReason,
  }
}

/** Every shop by id, searched by name, optionally only the suspended (or only the open) ones. */
export async function listConsoleShops(
  db: Executor,
  query: PageQuery & { keyword?: string | undefined; suspended?: boolean | undefined },
) {
  const keyword = query.keyword?.trim()
  const where: SQL | undefined = and(
    keyword ? sql`${shops.name} ILIKE ${likePattern(keyword)}` : undefined,
    query.suspended === undefined
      ? undefined
      : query.suspended
        ? sql`${shops.suspendedAt} IS NOT NULL`
        : sql`${shops.suspendedAt} IS NULL`,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(shopColumns)
      .from(shops)
      .where(where)
      .orderBy(asc(shops.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(shops).where(where),
  ])
  return { list: rows.map(toConsoleShop), total: total?.n ?? 0, page: query.page, limit: query.limit }
}

export async function consoleShopOf(db: Executor, shopId: number): Promise<ConsoleShop> {
  const [row] = await db.select(shopColumns).from(shops).where(eq(shops.id, shopId))
  if (!row) throw notFound('console.shopNotFound')
  return toConsoleShop(row)
}

/**
 * Suspends or reinstates a shop with the operator's reason, audited (`shop.suspend`,
 * `shop.reinstate`). Suspending a suspended shop (or reinstating an open one) keeps its first
 * time and writes nothing. Every catalogue answer is dropped after the commit, so the shop side
 * sees the change at once (lists, search, home, product and shop pages).
 */
export async function setShopSuspension(
  deps: { db: Database; clock: Clock; catalog: CatalogCache },
  actor: AuditActor,
  input: { shopId: number; suspend: boolean; reason: string },
): Promise<ConsoleShop> {
  const { db, clock, catalog } = deps
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: shops.id,
        name: shops.name,
        suspendedAt: shops.suspendedAt,
        reason: shops.suspensionReason,
      })
      .from(shops)
      .where(eq(shops.id, input.shopId))
      .for('update')
    if (!current) throw notFound('console.shopNotFound')
    if ((current.suspendedAt !== null) === input.suspend) return
    const now = new Date(clock.now())
    await tx
      .update(shops)
      .set({ suspendedAt: input.suspend ? now : null, suspensionReason: input.reason.trim() })
      .where(eq(shops.id, current.id))
    await recordAudit(tx, clock, actor, {
      action: input.suspend ? 'shop.suspend' : 'shop.reinstate',
      targetType: 'shop',
      targetId: current.id,
      before: { name: current.name, suspended: current.suspendedAt !== null, reason: current.reason },
      after: { name: current.name, suspended: input.suspend, reason: input.reason.trim() },
    })
  })
  catalog.invalidate()
  return consoleShopOf(db, input.shopId)
}
