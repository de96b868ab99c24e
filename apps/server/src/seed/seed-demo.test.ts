import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import {
  categories,
  orderItems,
  orders,
  productImages,
  productSkus,
  products,
  reviews,
  shops,
  users,
} from '../db/schema'
import { createPasswordHasher } from '../security/password-hasher'
import { createLocalFileStorage } from '../storage/local-file-storage'
import { availableDrivers, openTestDatabase } from '../test-support/test-databases'
import { DEMO_COLLEAGUE, DEMO_OPERATOR, DEMO_SHOPPER, staffAccountFor } from './demo-accounts'
import { PLATFORM_STAFF_ACCOUNT } from './seed-chat'
import { seedDemoData } from './seed-demo'

describe.each(availableDrivers())('demo seed on %s', (driver) => {
  let handle: DatabaseHandle
  let dir: string
  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    await handle.migrate()
    dir = await mkdtemp(path.join(tmpdir(), 'crossmart-seed-'))
  })
  afterAll(async () => {
    await handle?.close()
    await rm(dir, { recursive: true, force: true })
  })

  const total = async (
    table: typeof products | typeof shops | typeof users | typeof reviews | typeof categories,
  ) => (await handle.db.select({ n: count() }).from(table))[0]!.n

  it('seeds once, and a second (or concurrent) run changes nothing', async () => {
    const options = { db: handle.db, storage: createLocalFileStorage(dir), hasher: createPasswordHasher() }
    const [first, second] = await Promise.all([seedDemoData(options), seedDemoData(options)])
    expect([first.seeded, second.seeded].sort()).toEqual([false, true])
    const before = await Promise.all([
      total(products),
      total(shops),
      total(users),
      total(reviews),
      total(categories),
    ])
    expect((await seedDemoData(options)).seeded).toBe(false)
    expect(
      await Promise.all([total(products), total(shops), total(users), total(reviews), total(categories)]),
    ).toEqual(before)
  })

  it('every product has reviews, each from a completed order of its reviewer for that product (#31)', async () => {
    const { db } = handle
    const unreviewed = await db.select({ id: products.id }).from(products).where(eq(products.reviewCount, 0))
    expect(unreviewed).toEqual([])
    const counted = await db.execute(sql`
      SELECT count(*)::int AS n FROM ${products} p
      WHERE p.review_count <> (SELECT count(*) FROM ${reviews} r WHERE r.product_id = p.id)`)
    // PGlite answers { rows }, postgres-js an array
    const rowsOf = (result: unknown) =>
      (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[]
    expect(rowsOf(counted)[0]?.['n']).toBe(0)
    const unbacked = await db.execute(sql`
      SELECT r.id FROM ${reviews} r
      LEFT JOIN ${orders} o ON o.id = r.order_id AND o.user_id = r.user_id AND o.state = 'completed'
        AND o.reviewed_at IS NOT NULL AND o.shop_id = r.shop_id
      LEFT JOIN ${orderItems} i ON i.order_id = o.id AND i.product_id = r.product_id
      WHERE i.id IS NULL`)
    expect(rowsOf(unbacked)).toEqual([])
  })

  it('has the demo data the issue asks for', async () => {
    const { db } = handle
    expect(await total(categories)).toBe(10)
    expect(await total(shops)).toBeGreaterThanOrEqual(12)
    expect(await total(products)).toBeGreaterThanOrEqual(150)
    expect(await total(reviews)).toBeGreaterThan(0)
    const imagesPerProduct = await db
      .select({ n: count() })
      .from(productImages)
      .groupBy(productImages.productId)
    expect(imagesPerProduct).toHaveLength(await total(products))
    expect(Math.min(...imagesPerProduct.map((r) => r.n))).toBeGreaterThanOrEqual(3)
    const skuStock = await db
      .select({
        id: products.id,
        stock: products.stock,
        skuStock: sql<number>`SUM(${productSkus.stock})::int`,
      })
      .from(products)
      .innerJoin(productSkus, eq(productSkus.productId, products.id))
      .groupBy(products.id)
    expect(skuStock.filter((r) => r.stock !== Number(r.skuStock))).toEqual([])
    const [demo] = await db.select().from(users).where(eq(users.account, DEMO_SHOPPER.account))
    expect(demo).toMatchObject({ balanceCents: DEMO_SHOPPER.balanceCents })
    expect(demo!.payCodeHash).toMatch(/^scrypt\$/)
    const allShops = await db.select().from(shops)
    // One customer-service account per shop, plus the platform's (/service, chat seed: shopId null),
    // plus the console's second staff member of shop 1 and its operator (server README "Console").
    const staff = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'staff'), isNotNull(users.shopId)))
    expect(staff.map((s) => s.account).sort()).toEqual(
      [...allShops.map((s) => staffAccountFor(s.id)), DEMO_COLLEAGUE.account].sort(),
    )
    const operators = await db.select().from(users).where(eq(users.role, 'operator'))
    expect(operators.map((o) => o.account)).toEqual([DEMO_OPERATOR.account])
    const [platform] = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'staff'), isNull(users.shopId)))
    expect(platform?.account).toBe(PLATFORM_STAFF_ACCOUNT)
    expect(staff.every((s) => allShops.some((shop) => shop.id === s.shopId))).toBe(true)
  })

  it('stores the generated pictures it references', async () => {
    const storage = createLocalFileStorage(dir)
    const [first] = await handle.db.select().from(productImages).limit(1)
    const key = first!.url.replace('/uploads/', '')
    expect(await storage.exists(key)).toBe(true)
  })
})
