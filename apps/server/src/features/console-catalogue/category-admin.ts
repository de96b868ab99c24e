import type { CategoryInput, ConsoleCategory, MoveDirection } from '@crossmart/api-client'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/database'
import { banners, categories, products } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import type { ServerLanguage } from '../../i18n/languages'
import { categoryNameOf, givenNames } from '../../lib/category-names'
import { recordAudit } from '../console/audit-log'
import { auditActorOf, type ConsoleActor } from '../console/console-actor'
import type { CatalogueDeps } from './catalogue-deps'
import { claimImage } from './claim-image'

type CategoryRow = typeof categories.$inferSelect

const categoryNotFound = () => notFound('catalogue.categoryNotFound')

/** What the audit log keeps of a category: what the operator can change. */
const audited = (row: CategoryRow) => ({
  names: row.names,
  parentId: row.parentId,
  icon: row.icon,
  hidden: row.hidden,
})

async function productCounts(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .groupBy(products.categoryId)
  return new Map(rows.map((r) => [r.categoryId, r.n]))
}

function toConsoleCategory(
  row: CategoryRow,
  lang: ServerLanguage,
  productCount: number,
  childCount: number,
): ConsoleCategory {
  return {
    id: row.id,
    slug: row.slug,
    parentId: row.parentId,
    names: row.names,
    name: categoryNameOf(row.names, lang, row.slug),
    icon: row.icon,
    sortOrder: row.sortOrder,
    hidden: row.hidden,
    productCount,
    childCount,
  }
}

/** Every category, hidden ones too: each top-level one followed by its children, in display order. */
export async function listConsoleCategories(db: Executor, lang: ServerLanguage): Promise<ConsoleCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    productCounts(db),
  ])
  const childrenOf = (id: number) => rows.filter((r) => r.parentId === id)
  const view = (row: CategoryRow) =>
    toConsoleCategory(row, lang, counts.get(row.id) ?? 0, childrenOf(row.id).length)
  return rows
    .filter((r) => r.parentId === null)
    .flatMap((parent) => [view(parent), ...childrenOf(parent.id).map(view)])
}

async function consoleCategoryOf(db: Executor, id: number, lang: ServerLanguage): Promise<ConsoleCategory> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  if (!row) throw categoryNotFound()
  const [[products_], [children]] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
    db.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
  ])
  return toConsoleCategory(row, lang, products_?.n ?? 0, children?.n ?? 0)
}

const siblingsWhere = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId)

async function nextSortOrder(tx: Transaction, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${categories.sortOrder})` })
    .from(categories)
    .where(siblingsWhere(parentId))
  return (row?.max ?? -1) + 1
}

async function childCount(tx: Executor, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id))
  return row?.n ?? 0
}

/**
 * Creates or edits a category. Two levels: the parent must exist and be top-level, and a category
 * with children stays top-level. A new one goes last among its siblings; one moved under another
 * parent goes last there. Names left blank are not kept (they fall back, category-names.ts).
 */
export async function saveCategory(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  input: CategoryInput & { icon?: string },
  lang: ServerLanguage,
): Promise<ConsoleCategory> {
  const names = givenNames(input.names)
  const parentId = input.parentId ?? null
  const icon = input.icon ?? ''
  const id = await db.transaction(async (tx) => {
    if (parentId !== null) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId)).for('update')
      if (!parent) throw categoryNotFound()
      if (parent.parentId !== null) throw new RefusalError('catalogue.parentNotTopLevel')
    }
    if (input.id === undefined) {
      await claimImage(tx, clock, actor.userId, icon, [])
      const [created] = await tx
        .insert(categories)
        .values({
          // A stable key the shop cannot mistake for one of the ten it translates; renamed to the id below.
          slug: `category-new-${clock.now()}-${Math.random().toString(36).slice(2, 10)}`,
          names,
          icon,
          parentId,
          sortOrder: await nextSortOrder(tx, parentId),
        })
        .returning()
      if (!created) throw new Error('category insert returned no row')
      const [row] = await tx
        .update(categories)
        .set({ slug: `category-${created.id}` })
        .where(eq(categories.id, created.id))
        .returning()
      await recordAudit(tx, clock, auditActorOf(actor), {
        action: 'category.add',
        targetType: 'category',
        targetId: created.id,
        before: null,
        after: audited(row ?? created),
      })
      return created.id
    }
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update')
    if (!before) throw categoryNotFound()
    if (parentId !== null) {
      const children = await childCount(tx, before.id)
      if (children > 0)
        throw new RefusalError('catalogue.categoryHasChildrenToMove', { params: { count: children } })
    }
    await claimImage(tx, clock, actor.userId, icon, [before.icon])
    const moved = before.parentId !== parentId
    const [after] = await tx
      .update(categories)
      .set({
        names,
        namesEdited: before.namesEdited || JSON.stringify(names) !== JSON.stringify(givenNames(before.names)),
        icon,
        parentId,
        ...(moved ? { sortOrder: await nextSortOrder(tx, parentId) } : {}),
      })
      .where(eq(categories.id, before.id))
      .returning()
    if (!after) throw categoryNotFound()
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'category.edit',
      targetType: 'category',
      targetId: before.id,
      before: audited(before),
      after: audited(after),
    })
    return before.id
  })
  catalog.invalidate()
  return consoleCategoryOf(db, id, lang)
}

/**
 * Moves a category one place up or down among its siblings (same parent). The siblings are
 * renumbered 0..n-1, so orders written by the seed or by earlier moves never tie. At either end it
 * changes nothing (and logs nothing).
 */
export async function moveCategory(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  id: number,
  direction: MoveDirection,
  lang: ServerLanguage,
): Promise<ConsoleCategory[]> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id))
    if (!row) throw categoryNotFound()
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(siblingsWhere(row.parentId))
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .for('update')
    const from = siblings.findIndex((s) => s.id === id)
    const to = direction === 'up' ? from - 1 : from + 1
    if (from < 0 || to < 0 || to >= siblings.length) return false
    const order = siblings.map((s) => s.id)
    ;[order[from], order[to]] = [order[to] as number, order[from] as number]
    for (const [position, siblingId] of order.entries()) {
      await tx.update(categories).set({ sortOrder: position }).where(eq(categories.id, siblingId))
    }
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'category.move',
      targetType: 'category',
      targetId: id,
      before: { position: from + 1 },
      after: { position: to + 1 },
    })
    return true
  })
  if (changed) catalog.invalidate()
  return listConsoleCategories(db, lang)
}

/** Hides a category from the shop's lists (its products stay reachable), or shows it again. */
export async function setCategoryHidden(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  id: number,
  hidden: boolean,
  lang: ServerLanguage,
): Promise<ConsoleCategory> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
    if (!before) throw categoryNotFound()
    if (before.hidden === hidden) return
    await tx.update(categories).set({ hidden }).where(eq(categories.id, id))
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: hidden ? 'category.hide' : 'category.unhide',
      targetType: 'category',
      targetId: id,
      before: { hidden: before.hidden },
      after: { hidden },
    })
  })
  catalog.invalidate()
  return consoleCategoryOf(db, id, lang)
}

/**
 * Deletes a category nothing uses. One that products name (any status: an archived product still
 * points at it), that has children, or that a banner opens is refused with the reason.
 */
export async function deleteCategory(
  { db, clock, catalog }: CatalogueDeps,
  actor: ConsoleActor,
  id: number,
): Promise<{ deleted: number }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
    if (!before) throw categoryNotFound()
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id))
    if ((used?.n ?? 0) > 0)
      throw new RefusalError('catalogue.categoryHasProducts', { params: { count: used?.n ?? 0 } })
    const children = await childCount(tx, id)
    if (children > 0) throw new RefusalError('catalogue.categoryHasChildren', { params: { count: children } })
    const [linked] = await tx
      .select({ n: count() })
      .from(banners)
      .where(and(eq(banners.linkType, 'category'), eq(banners.linkTarget, String(id))))
    if ((linked?.n ?? 0) > 0) throw new RefusalError('catalogue.categoryInBanner')
    await tx.delete(categories).where(eq(categories.id, id))
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      before: audited(before),
      after: null,
    })
  })
  catalog.invalidate()
  return { deleted: id }
}
