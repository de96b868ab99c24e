import { and, eq, like, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/database'
import {
  banners,
  categories,
  contentPages,
  productImages,
  productSkus,
  products,
  reviews,
  seedRuns,
  shops,
  users,
} from '../db/schema'
import type { SpecGroup } from '../db/schema/catalog'
import { searchTextOf } from '../features/catalog/product-language'
import type { PasswordHasher } from '../security/password-hasher'
import type { FileStorage } from '../storage/file-storage'
import {
  ART_GENERATOR_VERSION,
  type ArtLibrary,
  createArtLibrary,
  defaultArtCacheDir,
} from './art/art-library'
import { demoArtPlan } from './art/art-recipes'
import { createLazyWebpCodec } from './art/webp-codec'
import {
  DEMO_SHOPPER,
  REVIEWER_NAMES,
  STAFF_PASSWORD,
  staffAccountFor,
  UNUSABLE_PASSWORD_HASH,
} from './demo-accounts'
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_EDITIONS, DEMO_REVIEW_TEXTS, DEMO_SHOPS } from './demo-catalog'
import { demoBannerTitles } from './demo-catalog-languages'
import { DEMO_ARTICLES } from './demo-content'
import { seedDemoMoney } from './demo-money'
import { planDemoProducts } from './demo-plan'
import { backReviewsWithOrders, ensureEveryProductReviewed } from './demo-reviewed-orders'
import { DEMO_SHOP_TRADES_SEED_NAME, seedDemoShopTrades } from './demo-shop-trades'
import { createRandom, type Random } from './random'
import { seedChatDemo } from './seed-chat'
import { seedConsoleDemo, seedShopOwners } from './seed-console'
import { type DemoArtUrls, storeDemoArt } from './seed-images'

/** Bump the name to seed a new data set on databases seeded with an older one. */
export const DEMO_SEED_NAME = 'demo-v1'
/** The demo catalogue's other languages: also written into databases seeded before they existed. */
export const DEMO_LANGUAGES_SEED_NAME = 'demo-languages-v1'
/** The demo pictures of issue #31: also put in place of the older drawn tiles in databases seeded before. */
export const DEMO_ART_SEED_NAME = `demo-art-${ART_GENERATOR_VERSION}`
/** URLs the seed wrote (older tiles and these): a picture a person uploaded since is left alone. */
const SEED_PICTURE_PATTERN = '/uploads/seed/%'
/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 200
/** Arbitrary constant key for pg_advisory_xact_lock: two replicas starting together seed once. */
const SEED_LOCK_KEY = 7_260_611
const IMAGES_PER_PRODUCT = 3
const HOT_PRODUCT_SHARE = 0.2
/** A review counts towards the favourable rate when its product score is at least this. */
export const GOOD_REVIEW_MIN_SCORE = 4

export interface SeedOptions {
  db: Database
  storage: FileStorage
  hasher: PasswordHasher
  /**
   * Draws the demo pictures (README "Demo pictures"); by default from the package's dist-art cache,
   * which `build` fills, drawing whatever is missing.
   */
  art?: ArtLibrary
}

export interface SeedResult {
  seeded: boolean
  shops: number
  products: number
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH))
}

function combinations(specs: SpecGroup[]): string[][] {
  return specs.reduce<string[][]>(
    (acc, group) => acc.flatMap((prefix) => group.values.map((v) => [...prefix, v])),
    [[]],
  )
}

async function createPeople(tx: Transaction, hasher: PasswordHasher, shopIds: number[]): Promise<number[]> {
  const [passwordHash, payCodeHash, ...staffHashes] = await Promise.all([
    hasher.hash(DEMO_SHOPPER.password),
    hasher.hash(DEMO_SHOPPER.payCode),
    ...shopIds.map(() => hasher.hash(STAFF_PASSWORD)),
  ])
  await tx.insert(users).values({
    account: DEMO_SHOPPER.account,
    email: DEMO_SHOPPER.email,
    mobile: DEMO_SHOPPER.mobile,
    nickname: DEMO_SHOPPER.nickname,
    passwordHash: passwordHash!,
    payCodeHash: payCodeHash!,
    balanceCents: DEMO_SHOPPER.balanceCents,
  })
  await tx.insert(users).values(
    shopIds.map((shopId, i) => ({
      account: staffAccountFor(shopId),
      nickname: `Service ${shopId}`,
      passwordHash: staffHashes[i]!,
      role: 'staff' as const,
      shopId,
    })),
  )
  const reviewers = await tx
    .insert(users)
    .values(
      REVIEWER_NAMES.map((name, i) => ({
        account: `reviewer${i + 1}`,
        nickname: name,
        passwordHash: UNUSABLE_PASSWORD_HASH,
      })),
    )
    .returning({ id: users.id })
  return reviewers.map((r) => r.id)
}

async function createProducts(
  tx: Transaction,
  art: DemoArtUrls,
  random: Random,
  shopIds: number[],
  categoryIds: number[],
  reviewerIds: number[],
): Promise<number> {
  const planned = planDemoProducts()
  for (const [index, plan] of planned.entries()) {
    const skuValues = combinations(plan.specs)
    const skuRows = skuValues.map((values, i) => ({
      values,
      label: values.length ? values.join(' / ') : 'Default',
      // Each further combination costs a little more (bigger memory, larger size...).
      priceCents: plan.basePriceCents + i * Math.max(100, Math.round(plan.basePriceCents * 0.05)),
      stock: random.next() < 0.08 ? 0 : random.int(5, 300),
      sales: random.int(0, 400),
    }))
    // The three editions of a kind share its three shots, each edition led by a different one.
    const shots = art.products.get(plan.kindName)!
    const edition = index % DEMO_EDITIONS.length
    const images = Array.from({ length: IMAGES_PER_PRODUCT }, (_, i) => shots[(edition + i) % shots.length]!)
    const sales = skuRows.reduce((sum, s) => sum + s.sales, 0)
    const priceCents = Math.min(...skuRows.map((s) => s.priceCents))
    const [product] = await tx
      .insert(products)
      .values({
        shopId: shopIds[plan.shopIndex]!,
        categoryId: categoryIds[plan.categoryIndex]!,
        name: plan.name,
        description: plan.description,
        priceCents,
        originalPriceCents: Math.round(priceCents * 1.2),
        stock: skuRows.reduce((sum, s) => sum + s.stock, 0),
        sales,
        seenCount: sales * 3 + random.int(10, 500),
        cover: images[0]!,
        specs: plan.specs,
        translations: plan.translations,
        searchText: searchTextOf(plan.name, plan.translations),
        isHot: random.next() < HOT_PRODUCT_SHARE ? 1 : 0,
        // Spread creation times so "newest" sorts meaningfully.
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000),
      })
      .returning({ id: products.id, shopId: products.shopId })
    const productId = product!.id
    await tx.insert(productSkus).values(skuRows.map((s) => ({ ...s, productId })))
    await tx.insert(productImages).values(images.map((url, sortOrder) => ({ productId, url, sortOrder })))
    const reviewRows = Array.from({ length: random.int(0, 6) }, (_, i) => {
      const productScore = random.next() < 0.85 ? random.int(4, 5) : random.int(1, 3)
      return {
        productId,
        shopId: product!.shopId,
        userId: random.pick(reviewerIds),
        productScore,
        serviceScore: random.int(3, 5),
        postageScore: random.int(3, 5),
        content: random.pick(DEMO_REVIEW_TEXTS),
        spec: random.pick(skuRows).label,
        pictures: i === 0 ? [images[1]!] : [],
        createdAt: new Date(Date.UTC(2026, 1, 1) + index * 3_600_000 + i * 60_000),
      }
    })
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows)
    const good = reviewRows.filter((r) => r.productScore >= GOOD_REVIEW_MIN_SCORE).length
    await tx
      .update(products)
      .set({ reviewCount: reviewRows.length, goodReviewCount: good })
      .where(eq(products.id, productId))
  }
  return planned.length
}

/**
 * Writes the demo catalogue's other languages into a database seeded before they existed (the
 * products are found by their original name; a product renamed since keeps what it has).
 */
async function seedDemoLanguages(tx: Transaction): Promise<void> {
  const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_LANGUAGES_SEED_NAME))
  if (done.length > 0) return
  for (const plan of planDemoProducts()) {
    await tx
      .update(products)
      .set({ translations: plan.translations, searchText: searchTextOf(plan.name, plan.translations) })
      .where(and(eq(products.name, plan.name), sql`${products.translations} = '{}'::jsonb`))
  }
  for (const banner of DEMO_BANNERS) {
    await tx
      .update(banners)
      .set({ titles: demoBannerTitles(banner.title) })
      .where(and(eq(banners.title, banner.title), sql`${banners.titles} = '{}'::jsonb`))
  }
  await tx.insert(seedRuns).values({ name: DEMO_LANGUAGES_SEED_NAME })
}

/**
 * Points a database seeded with older demo pictures at the current ones (found by the products',
 * categories', shops' and banners' original names; only pictures the seed itself wrote are replaced).
 */
async function seedDemoArt(tx: Transaction, art: DemoArtUrls): Promise<void> {
  const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_ART_SEED_NAME))
  if (done.length > 0) return
  const seeded = (column: AnyPgColumn) => like(column, SEED_PICTURE_PATTERN)
  for (const [index, plan] of planDemoProducts().entries()) {
    const shots = art.products.get(plan.kindName)!
    const edition = index % DEMO_EDITIONS.length
    const images = Array.from({ length: IMAGES_PER_PRODUCT }, (_, i) => shots[(edition + i) % shots.length]!)
    const found = await tx
      .update(products)
      .set({ cover: images[0]! })
      .where(and(eq(products.name, plan.name), seeded(products.cover)))
      .returning({ id: products.id })
    for (const { id } of found) {
      await tx.delete(productImages).where(and(eq(productImages.productId, id), seeded(productImages.url)))
      await tx
        .insert(productImages)
        .values(images.map((url, sortOrder) => ({ productId: id, url, sortOrder })))
    }
  }
  for (const [i, category] of DEMO_CATEGORIES.entries()) {
    await tx
      .update(categories)
      .set({ icon: art.categories[i]! })
      .where(and(eq(categories.slug, category.slug), seeded(categories.icon)))
  }
  for (const [i, shop] of DEMO_SHOPS.entries()) {
    await tx
      .update(shops)
      .set({ logo: art.shops[i]!, banner: art.banners[i % art.banners.length]! })
      .where(and(eq(shops.name, shop.name), seeded(shops.logo)))
  }
  for (const [i, banner] of DEMO_BANNERS.entries()) {
    await tx
      .update(banners)
      .set({ image: art.banners[i]! })
      .where(and(eq(banners.title, banner.title), seeded(banners.image)))
  }
  await tx.insert(seedRuns).values({ name: DEMO_ART_SEED_NAME })
}

/** Shop counters derived from their products and reviews, so the numbers agree with each other. */
async function rollUpShops(tx: Transaction, random: Random, shopIds: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE ${shops} SET
      sales = agg.sales,
      total_sales_cents = agg.total,
      review_count = agg.reviews,
      good_review_count = agg.good
    FROM (
      SELECT shop_id, SUM(sales)::int AS sales, SUM(sales::bigint * price_cents)::bigint AS total,
             SUM(review_count)::int AS reviews, SUM(good_review_count)::int AS good
      FROM ${products} GROUP BY shop_id
    ) AS agg
    WHERE ${shops.id} = agg.shop_id`)
  // Followers are people outside the demo (the follow feature adds real ones on top).
  for (const shopId of shopIds) {
    await tx
      .update(shops)
      .set({ followers: random.int(120, 25_000) })
      .where(eq(shops.id, shopId))
  }
}

/**
 * Seeds the demo data set once (README "Run"). Idempotent: a `seed_runs` row marks it done,
 * and an advisory lock makes concurrent starts (two replicas) wait for the first one.
 */
export async function seedDemoData({ db, storage, hasher, art }: SeedOptions): Promise<SeedResult> {
  const random = createRandom(20260101)
  // Pictures first and outside the transaction: files are idempotent by key.
  const library = art ?? createArtLibrary({ codec: createLazyWebpCodec(), cacheDir: defaultArtCacheDir() })
  const pictures = await storeDemoArt(storage, library, demoArtPlan())
  const { shops: shopArt, banners: bannerArt, categories: categoryArt } = pictures
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME))
    if (done.length > 0) {
      // A database seeded before the console existed gets its logins on the next start.
      await seedConsoleDemo(tx, hasher)
      await seedShopOwners(tx, hasher)
      await seedDemoLanguages(tx)
      await seedDemoArt(tx, pictures)
      await seedDemoShopTrades(tx, pictures)
      return { seeded: false, shops: 0, products: 0 }
    }

    const categoryIds = (
      await tx
        .insert(categories)
        .values(
          DEMO_CATEGORIES.map((c, i) => ({
            slug: c.slug,
            names: c.names,
            icon: categoryArt[i]!,
            sortOrder: i,
          })),
        )
        .returning({ id: categories.id })
    ).map((r) => r.id)
    const shopIds = (
      await tx
        .insert(shops)
        .values(
          DEMO_SHOPS.map((s, i) => ({
            name: s.name,
            description: s.description,
            logo: shopArt[i]!,
            banner: bannerArt[i % bannerArt.length]!,
          })),
        )
        .returning({ id: shops.id })
    ).map((r) => r.id)
    const reviewerIds = await createPeople(tx, hasher, shopIds)
    await seedDemoMoney(tx, new Date(Date.UTC(2026, 0, 1)))
    const productCount = await createProducts(tx, pictures, random, shopIds, categoryIds, reviewerIds)
    await ensureEveryProductReviewed(tx, reviewerIds)
    await backReviewsWithOrders(tx)
    await rollUpShops(tx, random, shopIds)
    await tx.insert(banners).values(
      DEMO_BANNERS.map((b, i) => {
        const shopId = shopIds[DEMO_SHOPS.findIndex((s) => s.name === b.shop)]!
        // Issue #48: a typed link (the console edits it), and the shop path it opens.
        return {
          image: bannerArt[i]!,
          title: b.title,
          titles: demoBannerTitles(b.title),
          link: `/shop/${shopId}`,
          linkType: 'shop' as const,
          linkTarget: String(shopId),
          sortOrder: i,
        }
      }),
    )
    const articleRows = DEMO_ARTICLES.flatMap((article, sortOrder) =>
      (Object.keys(article.title) as (keyof typeof article.title)[]).map((lang) => ({
        kind: article.kind,
        slug: article.slug,
        lang,
        title: article.title[lang],
        body: article.body[lang],
        sortOrder,
      })),
    )
    await insertInBatches(articleRows, (batch) => tx.insert(contentPages).values(batch))
    await seedChatDemo(tx, hasher)
    await seedConsoleDemo(tx, hasher)
    await seedShopOwners(tx, hasher)
    await tx
      .insert(seedRuns)
      .values([
        { name: DEMO_SEED_NAME },
        { name: DEMO_LANGUAGES_SEED_NAME },
        { name: DEMO_ART_SEED_NAME },
        { name: DEMO_SHOP_TRADES_SEED_NAME },
      ])
    return { seeded: true, shops: shopIds.length, products: productCount }
  })
}
