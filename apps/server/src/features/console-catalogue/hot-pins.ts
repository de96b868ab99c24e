import type { HotEntry, HotKind, HotPinMode } from '@crossmart/api-client'
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { hotPins, products, shops } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import type { ServerLanguage } from '../../i18n/languages'
import { localizedName } from '../catalog/product-language'
import { listHotProducts, listHotShops } from '../catalog/product-queries'
import { recordAudit } from '../console/audit-log'
import { auditActorOf, type ConsoleActor } from '../console/console-actor'
import type { CatalogueDeps } from './catalogue-deps'

/** How much of each computed list the operator sees (the home shows 8 shops and pages products). */
export const HOT_LIST_SHOWN = 50

async function pinsOf(db: Executor, kind: HotKind): Promise<Map<number, HotPinMode>> {
  const rows = await db.select().from(hotPins).where(eq(hotPins.kind, kind))
  return new Map(rows.map((r) => [r.targetId, r.pin]))
}

/**
 * The hot lists as the home computes them (pinned first, product-queries.ts), then the hidden
 * ones, which the home never shows, so the operator can show them again.
 */
export async function hotLists(
  db: Executor,
  lang: ServerLanguage,
): Promise<{ products: HotEntry[]; shops: HotEntry[] }> {
  const [productPins, shopPins, hot, hotShopPage] = await Promise.all([
    pinsOf(db, 'product'),
    pinsOf(db, 'shop'),
    listHotProducts(db, { page: 1, limit: HOT_LIST_SHOWN }, lang),
    listHotShops(db, { page: 1, limit: HOT_LIST_SHOWN }),
  ])
  const hidden = (pins: Map<number, HotPinMode>) =>
    [...pins].filter(([, pin]) => pin === 'hidden').map(([id]) => id)
  const [hiddenProducts, hiddenShops] = await Promise.all([
    hidden(productPins).length
      ? db
          .select({
            id: products.id,
            name: products.name,
            translations: products.translations,
            image: products.cover,
            sales: products.sales,
            shopName: shops.name,
          })
          .from(products)
          .innerJoin(shops, eq(shops.id, products.shopId))
          .where(inArray(products.id, hidden(productPins)))
      : [],
    hidden(shopPins).length
      ? db
          .select()
          .from(shops)
          .where(inArray(shops.id, hidden(shopPins)))
      : [],
  ])
  return {
    products: [
      ...hot.list.map((p) => ({
        id: p.id,
        name: p.name,
        image: p.image,
        shopName: p.shopName,
        sales: p.sales,
        pin: productPins.get(p.id) ?? null,
      })),
      ...hiddenProducts.map((p) => ({
        id: p.id,
        name: localizedName(p.translations, p.name, lang),
        image: p.image,
        shopName: p.shopName,
        sales: p.sales,
        pin: 'hidden' as const,
      })),
    ],
    shops: [
      ...hotShopPage.list.map((s) => ({
        id: s.id,
        name: s.name,
        image: s.logo,
        shopName: '',
        sales: s.sales,
        pin: shopPins.get(s.id) ?? null,
      })),
      ...hiddenShops.map((s) => ({
        id: s.id,
        name: s.name,
        image: s.logo,
        shopName: '',
        sales: s.sales,
        pin: 'hidden' as const,
      })),
    ],
  }
}

async function exists(db: Executor, kind: HotKind, id: number): Promise<boolean> {
  const table = kind === 'product' ? products : shops
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id))
  return row !== undefined
}

/**
 * Pins a product or shop first in its hot list, hides it from it, or (null) lets the list compute
 * it again. A new pin goes after the ones pinned before it.
 */
export async function setHotPin(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  input: { kind: HotKind; id: number; pin: HotPinMode | null },
): Promise<{ kind: HotKind; id: number; pin: HotPinMode | null }> {
  const { kind, id, pin } = input
  await db.transaction(async (tx) => {
    if (!(await exists(tx, kind, id))) throw new RefusalError('catalogue.hotTargetNotFound')
    const where = and(eq(hotPins.kind, kind), eq(hotPins.targetId, id))
    const [before] = await tx.select().from(hotPins).where(where).for('update')
    if ((before?.pin ?? null) === pin) return
    if (pin === null) await tx.delete(hotPins).where(where)
    else if (before)
      await tx
        .update(hotPins)
        .set({ pin, pinnedAt: new Date(clock.now()) })
        .where(where)
    else await tx.insert(hotPins).values({ kind, targetId: id, pin, pinnedAt: new Date(clock.now()) })
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: kind === 'product' ? 'hot.product' : 'hot.shop',
      targetType: kind,
      targetId: id,
      before: { pin: before?.pin ?? null },
      after: { pin },
    })
  })
  catalog.invalidate()
  return { kind, id, pin }
}
