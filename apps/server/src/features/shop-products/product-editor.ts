import {
  type EditableListingStatus,
  type ListingStatus,
  optionKey,
  type ProductInput,
  skuLabelOf,
} from '@crossmart/api-client'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor, Transaction } from '../../db/database'
import { categories, orderItems, productImages, productSkus, products } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import type { CatalogCache } from '../catalog/catalog-cache'
import { claimOwnImages } from '../uploads/owned-images'
import { storedTextsOf } from './product-texts'

/**
 * Issue #48 "Products" (server README "Products"): the writes of a shop's product editor. Each runs in
 * one transaction, scoped to the caller's shop (another shop's product answers "not found"), and
 * drops the public catalogue's cache once committed, so lists, details, search and the first views
 * show the change at once (catalog-cache.ts). Orders never change: they copied name, SKU label and
 * unit price when placed (order_items).
 */
export interface ProductEditorDeps {
  db: Database
  clock: Clock
  catalog: Pick<CatalogCache, 'invalidate'>
}

/** Who saves: their shop, and their user id (whose uploads a new picture must be). */
export interface EditorActor {
  shopId: number
  userId: number
}

const productNotFound = () => notFound('consoleProducts.notFound')
const archived = () => new RefusalError('consoleProducts.archived')

/**
 * The product row of the caller's shop, locked for the rest of the transaction. Its SKU rows are
 * locked first, as checkout's reserveStock takes them (SKUs, then products), so the two never deadlock.
 */
async function lockOwnProduct(tx: Transaction, shopId: number, productId: number) {
  await tx
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(eq(productSkus.productId, productId))
    .orderBy(asc(productSkus.id))
    .for('update')
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    .for('update')
  if (!row) throw productNotFound()
  return row
}

/** Whether an order names the product (deleting it then archives it). */
export async function hasOrders(tx: Executor, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
    .limit(1)
  return row !== undefined
}

/**
 * The pictures a save may name: the product's own and any other of the shop's products' (a
 * duplicate or a shared picture), else the saver's own uploads, which become "used" (owned-images.ts).
 * Anything else (another site's address, another user's file) is refused.
 */
async function checkImages(tx: Transaction, clock: Clock, actor: EditorActor, images: readonly string[]) {
  if (images.length === 0) return
  const known = await tx
    .selectDistinct({ url: productImages.url })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(products.shopId, actor.shopId), inArray(productImages.url, [...images])))
  const shopCovers = await tx
    .selectDistinct({ url: products.cover })
    .from(products)
    .where(and(eq(products.shopId, actor.shopId), inArray(products.cover, [...images])))
  const shopOwn = new Set([...known, ...shopCovers].map((r) => r.url))
  await claimOwnImages(
    tx,
    clock,
    actor.userId,
    images.filter((url) => !shopOwn.has(url)),
  )
}

/** Creates (no `id`) or edits one of the shop's products with its SKUs and pictures; returns its id. */
export async function saveProduct(
  { db, clock, catalog }: ProductEditorDeps,
  actor: EditorActor,
  input: ProductInput,
): Promise<{ id: number }> {
  const saved = await db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId))
    if (!category) throw new RefusalError('consoleProducts.categoryNotFound')
    const existing = input.id === undefined ? undefined : await lockOwnProduct(tx, actor.shopId, input.id)
    if (existing?.status === 'archived') throw archived()
    await checkImages(tx, clock, actor, input.images)

    const texts = storedTextsOf(input.texts, existing?.translations)
    const specs = input.options.map((group) => ({ name: group.name, values: group.values }))
    const lowest = Math.min(...input.skus.map((s) => s.priceCents))
    const columns = {
      categoryId: input.categoryId,
      ...texts,
      specs,
      status: input.status,
      priceCents: lowest,
      // The "was" price of the discount badge; without one it is the price itself (no discount).
      originalPriceCents: input.listPriceCents ?? lowest,
      stock: input.skus.reduce((sum, s) => sum + s.stock, 0),
      cover: input.images[0] ?? '',
    }
    let productId: number
    if (existing) {
      productId = existing.id
      await tx.update(products).set(columns).where(eq(products.id, productId))
    } else {
      const [row] = await tx
        .insert(products)
        .values({ shopId: actor.shopId, ...columns })
        .returning({ id: products.id })
      productId = row!.id
    }
    await writeSkus(tx, productId, input.skus)
    await tx.delete(productImages).where(eq(productImages.productId, productId))
    if (input.images.length > 0) {
      await tx
        .insert(productImages)
        .values(input.images.map((url, sortOrder) => ({ productId, url, sortOrder })))
    }
    return { id: productId }
  })
  catalog.invalidate()
  return saved
}

/**
 * The SKUs after a save: a combination that existed keeps its row (and id, so carts and the sales
 * count stay), new ones are added, the rest removed (carts drop them; orders copied their label).
 * Matched by label without case, so "red" -> "Red" is the same SKU renamed.
 */
async function writeSkus(tx: Transaction, productId: number, skus: ProductInput['skus']) {
  const current = await tx
    .select({ id: productSkus.id, label: productSkus.label })
    .from(productSkus)
    .where(eq(productSkus.productId, productId))
  const byKey = new Map(current.map((row) => [optionKey(row.label), row.id]))
  const kept = new Set<number>()
  const added: (typeof productSkus.$inferInsert)[] = []
  for (const sku of skus) {
    const label = skuLabelOf(sku.values)
    const id = byKey.get(optionKey(label))
    if (id === undefined) {
      added.push({ productId, values: sku.values, label, priceCents: sku.priceCents, stock: sku.stock })
      continue
    }
    kept.add(id)
    await tx
      .update(productSkus)
      .set({ values: sku.values, label, priceCents: sku.priceCents, stock: sku.stock })
      .where(eq(productSkus.id, id))
  }
  const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id)
  if (removed.length > 0) await tx.delete(productSkus).where(inArray(productSkus.id, removed))
  if (added.length > 0) await tx.insert(productSkus).values(added)
}

/** A copy of one of the shop's products as a new draft: texts, options, SKUs with their stock, pictures. */
export async function duplicateProduct(
  { db, catalog }: ProductEditorDeps,
  shopId: number,
  productId: number,
): Promise<{ id: number }> {
  const copy = await db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    if (!source) throw productNotFound()
    const [row] = await tx
      .insert(products)
      .values({
        shopId,
        categoryId: source.categoryId,
        name: source.name,
        description: source.description,
        priceCents: source.priceCents,
        originalPriceCents: source.originalPriceCents,
        stock: source.stock,
        cover: source.cover,
        specs: source.specs,
        translations: source.translations,
        searchText: source.searchText,
        status: 'draft',
      })
      .returning({ id: products.id })
    const id = row!.id
    // The same picture URLs: stored once, shown by both products.
    const [images, skus] = await Promise.all([
      tx.select().from(productImages).where(eq(productImages.productId, productId)),
      tx.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.id)),
    ])
    if (images.length > 0) {
      await tx
        .insert(productImages)
        .values(images.map(({ url, sortOrder }) => ({ productId: id, url, sortOrder })))
    }
    if (skus.length > 0) {
      await tx.insert(productSkus).values(
        skus.map(({ values, label, priceCents, stock, image }) => ({
          productId: id,
          values,
          label,
          priceCents,
          stock,
          image,
        })),
      )
    }
    return { id }
  })
  // A draft is not shown to shoppers, but the shop's product count and lists are recomputed anyway.
  catalog.invalidate()
  return copy
}

/** Publishes, unlists or returns a product to draft; an archived one stays archived. */
export async function setProductStatus(
  { db, catalog }: ProductEditorDeps,
  shopId: number,
  productId: number,
  status: EditableListingStatus,
): Promise<{ id: number; status: ListingStatus }> {
  await db.transaction(async (tx) => {
    const row = await lockOwnProduct(tx, shopId, productId)
    if (row.status === 'archived') throw archived()
    await tx.update(products).set({ status }).where(eq(products.id, productId))
  })
  catalog.invalidate()
  return { id: productId, status }
}

/**
 * Deletes a product, or archives it when an order names it (issue #48: "a product with orders is
 * archived, never deleted"), so order pages, reviews and the shop's statement keep their product.
 * The product row is locked first: a checkout reserving its stock either committed before (its
 * order is seen here) or waits and then finds no product.
 */
export async function deleteProduct(
  { db, catalog }: ProductEditorDeps,
  shopId: number,
  productId: number,
): Promise<{ outcome: 'deleted' | 'archived' }> {
  const outcome = await db.transaction(async (tx) => {
    await lockOwnProduct(tx, shopId, productId)
    if (await hasOrders(tx, productId)) {
      await tx.update(products).set({ status: 'archived' }).where(eq(products.id, productId))
      return 'archived' as const
    }
    await tx.delete(products).where(eq(products.id, productId))
    return 'deleted' as const
  })
  catalog.invalidate()
  return { outcome }
}

/**
 * Sets several SKUs' stock in one transaction (the table's bulk edit): all of them must be the
 * shop's, else nothing is written. SKU rows are locked in id order, then the products' totals
 * recomputed, the order checkout takes them in.
 */
export async function saveStock(
  { db, catalog }: ProductEditorDeps,
  shopId: number,
  items: readonly { skuId: number; stock: number }[],
): Promise<{ updated: number }> {
  const ids = items.map((i) => i.skuId)
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: productSkus.id, productId: productSkus.productId, shopId: products.shopId })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(inArray(productSkus.id, ids))
      .orderBy(asc(productSkus.id))
      .for('update', { of: productSkus })
    if (rows.length !== ids.length || rows.some((r) => r.shopId !== shopId)) {
      throw notFound('consoleProducts.skuNotFound')
    }
    const stockOf = new Map(items.map((i) => [i.skuId, i.stock]))
    for (const row of rows) {
      await tx
        .update(productSkus)
        .set({ stock: stockOf.get(row.id)! })
        .where(eq(productSkus.id, row.id))
    }
    const productIds = [...new Set(rows.map((r) => r.productId))].sort((a, b) => a - b)
    await tx
      .update(products)
      .set({
        stock: sql`(select coalesce(sum(s.stock), 0) from product_skus s where s.product_id = "products"."id")`,
      })
      .where(inArray(products.id, productIds))
  })
  catalog.invalidate()
  return { updated: items.length }
}
