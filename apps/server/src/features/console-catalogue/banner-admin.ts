import {
  API_CODE,
  type BannerInput,
  type BannerLinkType,
  type BannerState,
  type ConsoleBanner,
  type MoveDirection,
} from '@crossmart/api-client'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/database'
import { banners, categories, products, shops } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import type { ServerLanguage } from '../../i18n/languages'
import { bannerPath } from '../../lib/banner-link'
import { categoryNameOf } from '../../lib/category-names'
import { localizedName } from '../catalog/product-language'
import { recordAudit } from '../console/audit-log'
import { auditActorOf, type ConsoleActor } from '../console/console-actor'
import type { CatalogueDeps } from './catalogue-deps'
import { claimImage } from './claim-image'

type BannerRow = typeof banners.$inferSelect

const bannerNotFound = () => notFound('catalogue.bannerNotFound')

/** Where a banner stands at `now`: switched off, waiting for its start, past its end, or shown. */
export function bannerStateAt(
  row: Pick<BannerRow, 'enabled' | 'startsAt' | 'endsAt'>,
  now: Date,
): BannerState {
  if (!row.enabled) return 'disabled'
  if (row.startsAt && row.startsAt > now) return 'scheduled'
  if (row.endsAt && row.endsAt <= now) return 'ended'
  return 'live'
}

const audited = (row: BannerRow) => ({
  image: row.image,
  title: row.title,
  linkType: row.linkType,
  linkTarget: row.linkTarget,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  enabled: row.enabled,
})

/** The names of the banners' targets, one lookup per kind, whatever the number of banners. */
async function targetLabels(
  db: Executor,
  rows: readonly BannerRow[],
  lang: ServerLanguage,
): Promise<Map<string, string>> {
  const idsOf = (type: BannerLinkType) =>
    rows.filter((r) => r.linkType === type && /^\d+$/.test(r.linkTarget)).map((r) => Number(r.linkTarget))
  const [productIds, shopIds, categoryIds] = [idsOf('product'), idsOf('shop'), idsOf('category')]
  const [productRows, shopRows, categoryRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name, translations: products.translations })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    shopIds.length
      ? db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, names: categories.names, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
  ])
  const labels = new Map<string, string>()
  for (const p of productRows) labels.set(`product:${p.id}`, localizedName(p.translations, p.name, lang))
  for (const s of shopRows) labels.set(`shop:${s.id}`, s.name)
  for (const c of categoryRows) labels.set(`category:${c.id}`, categoryNameOf(c.names, lang, c.slug))
  return labels
}

function toConsoleBanner(row: BannerRow, now: Date, labels: ReadonlyMap<string, string>): ConsoleBanner {
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    linkType: row.linkType,
    linkTarget: row.linkTarget,
    targetLabel:
      row.linkType === 'search' ? row.linkTarget : (labels.get(`${row.linkType}:${row.linkTarget}`) ?? ''),
    link: row.link,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    state: bannerStateAt(row, now),
  }
}

/** Every banner in carousel order with its state now (the shop shows the live ones only). */
export async function listConsoleBanners(
  db: Executor,
  now: Date,
  lang: ServerLanguage,
): Promise<ConsoleBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id))
  const labels = await targetLabels(db, rows, lang)
  return rows.map((row) => toConsoleBanner(row, now, labels))
}

/**
 * The typed link checked against the catalogue: a product, shop or category must exist (any product
 * status: a banner may announce one before it goes on sale); search words are kept trimmed.
 * Returns the target as stored and the shop path it opens.
 */
async function resolveTarget(
  tx: Executor,
  type: BannerLinkType,
  rawTarget: string,
): Promise<{ target: string; link: string }> {
  const target = rawTarget.trim()
  if (type === 'search') return { target, link: bannerPath('search', target) }
  const id = Number(target)
  if (type === 'product') {
    const [row] = await tx.select({ shopId: products.shopId }).from(products).where(eq(products.id, id))
    if (!row)
      throw new RefusalError('catalogue.productNotFound', { apiCode: API_CODE.notFound, params: { id } })
    return { target: String(id), link: bannerPath('product', String(id), row.shopId) }
  }
  if (type === 'shop') {
    const [row] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, id))
    if (!row) throw new RefusalError('catalogue.shopNotFound', { apiCode: API_CODE.notFound, params: { id } })
    return { target: String(id), link: bannerPath('shop', String(id)) }
  }
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
  if (!row) throw notFound('catalogue.categoryNotFound')
  return { target: String(id), link: bannerPath('category', String(id)) }
}

async function nextSortOrder(tx: Transaction): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${banners.sortOrder})` }).from(banners)
  return (row?.max ?? -1) + 1
}

const instant = (value: string | null | undefined) => (value ? new Date(value) : null)

/** Creates (no id, last in the carousel) or edits a banner; the contract checked the schedule's order. */
export async function saveBanner(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  input: BannerInput,
  lang: ServerLanguage,
): Promise<ConsoleBanner> {
  const saved = await db.transaction(async (tx) => {
    const { target, link } = await resolveTarget(tx, input.linkType, input.linkTarget)
    const title = input.title?.trim() ?? ''
    const values = {
      image: input.image,
      title,
      link,
      linkType: input.linkType,
      linkTarget: target,
      startsAt: instant(input.startsAt),
      endsAt: instant(input.endsAt),
      enabled: input.enabled ?? true,
    }
    if (input.id === undefined) {
      await claimImage(tx, clock, actor.userId, input.image, [])
      const [row] = await tx
        .insert(banners)
        .values({ ...values, sortOrder: await nextSortOrder(tx) })
        .returning()
      if (!row) throw new Error('banner insert returned no row')
      await recordAudit(tx, clock, auditActorOf(actor), {
        action: 'banner.add',
        targetType: 'banner',
        targetId: row.id,
        before: null,
        after: audited(row),
      })
      return row
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update')
    if (!before) throw bannerNotFound()
    await claimImage(tx, clock, actor.userId, input.image, [before.image])
    const [row] = await tx
      .update(banners)
      .set({
        ...values,
        // The sale text per language was written for the old text: a new text is shown as written.
        titles: title === before.title ? before.titles : {},
      })
      .where(eq(banners.id, before.id))
      .returning()
    if (!row) throw bannerNotFound()
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'banner.edit',
      targetType: 'banner',
      targetId: row.id,
      before: audited(before),
      after: audited(row),
    })
    return row
  })
  catalog.invalidate()
  const labels = await targetLabels(db, [saved], lang)
  return toConsoleBanner(saved, new Date(clock.now()), labels)
}

/** Moves a banner one place in the carousel; the others are renumbered 0..n-1. */
export async function moveBanner(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  id: number,
  direction: MoveDirection,
  lang: ServerLanguage,
): Promise<ConsoleBanner[]> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: banners.id })
      .from(banners)
      .orderBy(asc(banners.sortOrder), asc(banners.id))
      .for('update')
    const from = rows.findIndex((r) => r.id === id)
    if (from < 0) throw bannerNotFound()
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= rows.length) return false
    const order = rows.map((r) => r.id)
    ;[order[from], order[to]] = [order[to] as number, order[from] as number]
    for (const [position, bannerId] of order.entries()) {
      await tx.update(banners).set({ sortOrder: position }).where(eq(banners.id, bannerId))
    }
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'banner.move',
      targetType: 'banner',
      targetId: id,
      before: { position: from + 1 },
      after: { position: to + 1 },
    })
    return true
  })
  if (changed) catalog.invalidate()
  return listConsoleBanners(db, new Date(clock.now()), lang)
}

export async function deleteBanner(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  id: number,
): Promise<{ deleted: number }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning()
    if (!before) throw bannerNotFound()
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      before: audited(before),
      after: null,
    })
  })
  catalog.invalidate()
  return { deleted: id }
}
