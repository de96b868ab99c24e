import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopServiceId } from '../chat/channel-address'
import { DEFAULT_AUTO_REPLY, fillName } from '../chat/services/auto-reply-texts'
import type { DatabaseHandle } from '../db/database'
import {
  banners,
  categories,
  chatAutoReplies,
  moneyAccounts,
  orderItems,
  orders,
  productImages,
  productSkus,
  products,
  reviews,
  seedRuns,
  shops,
  users,
} from '../db/schema'
import { checkLedgerInvariants } from '../features/ledger/reconciliation'
import { createPasswordHasher } from '../security/password-hasher'
import { createLocalFileStorage } from '../storage/local-file-storage'
import { engineDrivers, openTestDatabase } from '../test-support/test-databases'
import { webpSize } from './art/art-library'
import {
  DEMO_COLLEAGUE,
  DEMO_OPERATOR,
  DEMO_SHOPPER,
  ownerAccountFor,
  staffAccountFor,
} from './demo-accounts'
import { DEMO_BANNERS, DEMO_SHOPS, demoProductDescription } from './demo-catalog'
import { DEMO_SHOP_TRADES_SEED_NAME } from './demo-shop-trades'
import { PLATFORM_STAFF_ACCOUNT } from './seed-chat'
import { DEMO_ART_SEED_NAME, seedDemoData } from './seed-demo'
import { PLATFORM_LOGO_KEY } from './seed-images'

/** The first ten shops as the seed placed them before issue #46: each sold the next one's category. */
const SHOPS_BEFORE_46 = [
  ['Aurora Digital', 'Laptops, phones and the gear around them.'],
  ['Harbor Home', 'Everything for a calm and tidy home.'],
  ['Summit Outfitters', 'Tested outdoors, shipped worldwide.'],
  ['Lotus Wellness', 'Health and fitness essentials.'],
  ['Tailor & Thread', 'Menswear cut to last.'],
  ['Maison Bloom', 'Womenswear for every season.'],
  ['Pantry Street', 'Fine food from small producers.'],
  ['Pocket Tech', 'Mobile phones and accessories.'],
  ['Playful Planet', 'Toys that grow with your children.'],
  ['Volt Appliances', 'Small appliances with big warranties.'],
] as const

/**
 * Issue #46: what does not make sense in the seeded marketplace: a product whose category its shop
 * does not sell, a description (in any language) naming another trade's shop or line, a banner
 * opening a shop other than the one its sale is about.
 */
async function incoherences(db: DatabaseHandle['db']): Promise<string[]> {
  const rows = await db
    .select({
      id: products.id,
      description: products.description,
      translations: products.translations,
      slug: categories.slug,
      shop: shops.name,
      shopLine: shops.description,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(shops, eq(shops.id, products.shopId))
  const problems: string[] = []
  for (const row of rows) {
    const shop = DEMO_SHOPS.find((s) => s.name === row.shop)
    if (!shop) problems.push(`product ${row.id}: shop "${row.shop}" is not a demo shop`)
    else if (!shop.categories.includes(row.slug))
      problems.push(`product ${row.id}: ${row.shop} sells ${row.slug}`)
    if (shop && row.shopLine !== shop.description) problems.push(`${row.shop}: line "${row.shopLine}"`)
    const texts = [row.description, ...Object.values(row.translations).map((t) => t?.description ?? '')]
    for (const other of DEMO_SHOPS) {
      if (other.categories.length !== 1 || other.categories.includes(row.slug)) continue
      for (const text of texts) {
        if (text.includes(other.name) || text.includes(other.description)) {
          problems.push(`product ${row.id} (${row.slug}) names ${other.name}: ${text}`)
        }
      }
    }
  }
  const allShops = await db.select({ id: shops.id, name: shops.name }).from(shops)
  for (const banner of await db.select().from(banners)) {
    const wanted = DEMO_BANNERS.find((b) => b.title === banner.title)!.shop
    const opened = allShops.find((s) => `/shop/${s.id}` === banner.link)?.name
    if (opened !== wanted) problems.push(`banner "${banner.title}" opens ${opened}, not ${wanted}`)
  }
  return problems
}

describe.each(engineDrivers())('demo seed on %s', (driver) => {
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
    // plus the console's second staff member of shop 1 and its operator (server README "Console"),
    // plus each shop's owner (issue #42); service<N> is its shop's manager, the colleague an agent.
    const staff = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'staff'), isNotNull(users.shopId)))
    expect(staff.map((s) => s.account).sort()).toEqual(
      [
        ...allShops.map((s) => staffAccountFor(s.id)),
        ...allShops.map((s) => ownerAccountFor(s.id)),
        DEMO_COLLEAGUE.account,
      ].sort(),
    )
    const roleOf = (account: string) => staff.find((s) => s.account === account)?.shopRole
    expect(allShops.map((s) => [roleOf(ownerAccountFor(s.id)), roleOf(staffAccountFor(s.id))])).toEqual(
      allShops.map(() => ['owner', 'manager']),
    )
    expect(roleOf(DEMO_COLLEAGUE.account)).toBe('agent')
    const operators = await db.select().from(users).where(eq(users.role, 'operator'))
    expect(operators.map((o) => o.account)).toEqual([DEMO_OPERATOR.account])
    const [platform] = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'staff'), isNull(users.shopId)))
    expect(platform?.account).toBe(PLATFORM_STAFF_ACCOUNT)
    expect(staff.every((s) => allShops.some((shop) => shop.id === s.shopId))).toBe(true)
  })

  it("starts with money that adds up: the demo's orders released to their shops, every invariant held (#42)", async () => {
    const { db } = handle
    expect((await checkLedgerInvariants(db)).filter((check) => !check.ok)).toEqual([])
    const available = await db
      .select({ code: moneyAccounts.code, balanceCents: moneyAccounts.balanceCents })
      .from(moneyAccounts)
      .where(eq(moneyAccounts.kind, 'shop_available'))
    expect(available.length).toBeGreaterThan(0)
    expect(available.every((account) => account.balanceCents > 0)).toBe(true)
  })

  it('references only stored demo pictures: every product, category, shop and banner (#31)', async () => {
    const storage = createLocalFileStorage(dir)
    const { db } = handle
    const urls = [
      ...(await db.select({ url: productImages.url }).from(productImages)).map((r) => r.url),
      ...(await db.select({ url: products.cover }).from(products)).map((r) => r.url),
      ...(await db.select({ url: categories.icon }).from(categories)).map((r) => r.url),
      ...(await db.select({ url: shops.logo }).from(shops)).map((r) => r.url),
      ...(await db.select({ url: shops.banner }).from(shops)).map((r) => r.url),
      ...(await db.select({ url: banners.image }).from(banners)).map((r) => r.url),
    ]
    const distinct = [...new Set(urls)]
    // 60 kinds x 3 shots, 10 categories, 14 shops, 4 banners
    expect(distinct.length).toBeGreaterThanOrEqual(200)
    for (const url of distinct) {
      // The widest file; the others are its siblings by name (`-<w1>_<w2>-w<width>.webp`).
      const match = /^\/uploads\/(seed\/art\/[a-z0-9-]+-[0-9a-f]{10}-((?:\d+_)*\d+))-w(\d+)\.webp$/.exec(url)
      expect(match, url).not.toBeNull()
      const [, stem, widths, widest] = match!
      expect(widths!.split('_').at(-1)).toBe(widest)
      for (const width of widths!.split('_')) {
        const bytes = await storage.get(`${stem}-w${width}.webp`)
        expect(bytes, `${stem} at ${width}`).not.toBeNull()
        expect(webpSize(bytes!)?.width).toBe(Number(width))
      }
    }
    expect(await storage.exists(PLATFORM_LOGO_KEY)).toBe(true)
  })

  it('puts the current pictures in place of older ones in a database seeded before (#31)', async () => {
    const { db } = handle
    const options = { db, storage: createLocalFileStorage(dir), hasher: createPasswordHasher() }
    const [before] = await db.select().from(products).orderBy(products.id).limit(1)
    const [picture] = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, before!.id))
      .limit(1)
    const oldTile = '/uploads/seed/art-210-circle.png'
    const uploaded = '/uploads/u/1/someone-else.png'
    await db.update(products).set({ cover: oldTile }).where(eq(products.id, before!.id))
    await db.update(productImages).set({ url: oldTile }).where(eq(productImages.id, picture!.id))
    await db.update(categories).set({ icon: uploaded }).where(eq(categories.slug, 'food'))
    await db.delete(seedRuns).where(eq(seedRuns.name, DEMO_ART_SEED_NAME))
    expect((await seedDemoData(options)).seeded).toBe(false)
    const [after] = await db.select().from(products).where(eq(products.id, before!.id))
    expect(after!.cover).toBe(before!.cover)
    const images = await db.select().from(productImages).where(eq(productImages.productId, before!.id))
    expect(images.map((i) => i.url)).not.toContain(oldTile)
    expect(images).toHaveLength(3)
    const [food] = await db.select().from(categories).where(eq(categories.slug, 'food'))
    expect(food!.icon).toBe(uploaded)
  })

  it("sells each shop's own trade: categories, descriptions and banners agree (#46)", async () => {
    expect(await incoherences(handle.db)).toEqual([])
    const sold = await handle.db
      .selectDistinct({ shop: shops.name, slug: categories.slug })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(shops.name, ['Pantry Street', 'Playful Planet']))
    expect(sold.sort((a, b) => a.shop.localeCompare(b.shop))).toEqual([
      { shop: 'Pantry Street', slug: 'food' },
      { shop: 'Playful Planet', slug: 'toys' },
    ])
  })

  it("puts right a database seeded when shops 2-10 sold the next shop's category (#46)", async () => {
    const { db } = handle
    const options = { db, storage: createLocalFileStorage(dir), hasher: createPasswordHasher() }
    const firstTen = (await db.select().from(shops).orderBy(shops.id)).slice(0, SHOPS_BEFORE_46.length)
    // Make the database what the older seed wrote: names, lines, owners, replies and descriptions.
    for (const [i, shop] of firstTen.entries()) {
      const [name, description] = SHOPS_BEFORE_46[i]!
      await db.update(shops).set({ name, description }).where(eq(shops.id, shop.id))
      await db
        .update(users)
        .set({ nickname: `${name} (Owner)` })
        .where(eq(users.account, ownerAccountFor(shop.id)))
      await db
        .update(chatAutoReplies)
        .set({ texts: fillName(DEFAULT_AUTO_REPLY, name) })
        .where(eq(chatAutoReplies.serviceId, shopServiceId(shop.id)))
      for (const product of await db.select().from(products).where(eq(products.shopId, shop.id))) {
        await db
          .update(products)
          .set({ description: demoProductDescription(product.name, { name, description }) })
          .where(eq(products.id, product.id))
      }
    }
    // The older banners opened shops 1, 4, 7 and 10 whatever their sale was about.
    for (const [i, banner] of DEMO_BANNERS.entries()) {
      await db
        .update(banners)
        .set({ link: `/shop/${firstTen[i * 3]!.id}` })
        .where(eq(banners.title, banner.title))
    }
    await db.delete(seedRuns).where(eq(seedRuns.name, DEMO_SHOP_TRADES_SEED_NAME))
    expect((await incoherences(db)).length).toBeGreaterThan(0)
    const orderShops = await db.select({ id: orders.id, shopId: orders.shopId }).from(orders)

    expect((await seedDemoData(options)).seeded).toBe(false)
    expect(await incoherences(db)).toEqual([])
    const renamed = await db.select().from(shops).orderBy(shops.id)
    expect(renamed.slice(0, 10).map((s) => s.name)).toEqual(DEMO_SHOPS.slice(0, 10).map((s) => s.name))
    for (const shop of renamed.slice(0, 10)) {
      const [owner] = await db
        .select()
        .from(users)
        .where(eq(users.account, ownerAccountFor(shop.id)))
      expect(owner!.nickname).toBe(`${shop.name} (Owner)`)
      const [reply] = await db
        .select()
        .from(chatAutoReplies)
        .where(eq(chatAutoReplies.serviceId, shopServiceId(shop.id)))
      expect(reply!.texts).toEqual(fillName(DEFAULT_AUTO_REPLY, shop.name))
    }
    // Nothing moved between shops: orders (and so the ledger's shop accounts) stay as they were.
    expect(await db.select({ id: orders.id, shopId: orders.shopId }).from(orders)).toEqual(orderShops)
    expect((await checkLedgerInvariants(db)).filter((check) => !check.ok)).toEqual([])
  })
})
