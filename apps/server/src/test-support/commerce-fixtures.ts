import {
  type ApiClient,
  addressAdd,
  cartAdd,
  cartSelect,
  orderCreate,
  RECHARGE_METHOD,
  userResetPay,
  walletRecharge,
} from '@crossmart/api-client'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { categories, productSkus, products, shops } from '../db/schema'
import { createOperator, type Operator } from '../ops/operator'
import { uploadTestImage } from './test-image'
import type { TestServer } from './test-server'

/** The payment code every fixture shopper sets. */
export const PAY_CODE = '246810'

/** Where the tests' shoppers (and the benchmarks') have their orders sent. */
export const TEST_ADDRESS = {
  addressee: 'Ada Buyer',
  mobile: '+15551234567',
  area: 'Springfield',
  detailedAddress: '1 Main Street',
  tag: 'home',
  country: 'US',
  region: 'Illinois',
  postcode: '62701',
} as const

export interface Shopper {
  token: string
  userId: number
  client: ApiClient
  addressId: number
  /** One of the shopper's own uploads, for image fields (proof, pictures, certificate, evidence). */
  image: string
}

export const dbOf = (t: TestServer): Database => t.server.database.db

/** The operator in the test's process: it tells the server to drop its per-user read and catalog caches. */
export const operatorOf = (t: TestServer): Operator =>
  createOperator({
    db: dbOf(t),
    clock: t.clock,
    onChange: () => t.server.services.auth.userReads?.invalidateAll(),
    catalog: t.server.services.catalogCache,
  })

/** A registered shopper with an address, a payment code (unless `payCode: false`) and a balance. */
export async function makeShopper(
  t: TestServer,
  options: { balanceCents?: number; payCode?: boolean } = {},
): Promise<Shopper> {
  const { token, userId } = await t.register('buyer')
  const client = t.client(token)
  if (options.payCode !== false) await client.call(userResetPay, { mode: 'set', newCode: PAY_CODE })
  const address = await client.call(addressAdd, TEST_ADDRESS)
  const shopper = { token, userId, client, addressId: address.id, image: await uploadTestImage(t, token) }
  if (options.balanceCents) await fund(t, shopper, options.balanceCents)
  return shopper
}

/** Credits a balance the real way: a manual recharge passed by the operator. */
export async function fund(
  t: TestServer,
  shopper: Pick<Shopper, 'client' | 'image'>,
  amountCents: number,
): Promise<void> {
  const recharge = await shopper.client.call(walletRecharge, {
    method: RECHARGE_METHOD.manual,
    amountCents,
    evidence: shopper.image,
  })
  await operatorOf(t).run({ verb: 'recharge', decision: 'pass', id: recharge.id, remark: '' })
}

/**
 * A small catalog for suites started with `seed: false` (seeding 180 products costs seconds per
 * suite): `shopCount` shops with one product each, every product with two SKUs ('Red', 'Blue').
 */
export async function createTestCatalog(db: Database, shopCount = 4): Promise<void> {
  const [category] = await db
    .insert(categories)
    .values({
      slug: `test-${Date.now()}`,
      names: { en: 'Test', zh: 'Test', jp: 'Test', kor: 'Test', tai: 'Test' },
    })
    .returning({ id: categories.id })
  for (let i = 0; i < shopCount; i++) {
    const [shop] = await db
      .insert(shops)
      .values({ name: `Test shop ${i + 1}` })
      .returning({ id: shops.id })
    const priceCents = 1_999 + i * 1_000
    const [product] = await db
      .insert(products)
      .values({
        shopId: shop!.id,
        categoryId: category!.id,
        name: `Test product ${i + 1}`,
        priceCents,
        originalPriceCents: priceCents,
        stock: 200,
        specs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      })
      .returning({ id: products.id })
    await db.insert(productSkus).values([
      { productId: product!.id, values: ['Red'], label: 'Red', priceCents, stock: 100 },
      { productId: product!.id, values: ['Blue'], label: 'Blue', priceCents: priceCents + 500, stock: 100 },
    ])
  }
}

export interface SkuPick {
  productId: number
  skuId: number
  shopId: number
  priceCents: number
  name: string
}

/**
 * `count` SKUs from different shops, each given `stock` units so tests never depend on the seed's
 * random stock or on each other (`offset` picks different shops for different tests).
 */
export async function pickSkus(db: Database, count: number, stock = 1_000, offset = 0): Promise<SkuPick[]> {
  const rows = await db
    .select({
      productId: products.id,
      skuId: productSkus.id,
      shopId: products.shopId,
      priceCents: productSkus.priceCents,
      name: products.name,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(gte(productSkus.priceCents, 100))
    .orderBy(asc(products.shopId), asc(productSkus.id))
  const byShop = new Map<number, SkuPick>()
  for (const row of rows) if (!byShop.has(row.shopId)) byShop.set(row.shopId, row)
  const picks = [...byShop.values()].slice(offset, offset + count)
  if (picks.length < count) throw new Error(`only ${picks.length} shops to pick SKUs from`)
  for (const pick of picks) await setStock(db, pick, stock)
  return picks
}

/** Sets a SKU's stock and keeps the product's stock the sum of its SKUs (catalog.ts). */
export async function setStock(
  db: Database,
  pick: Pick<SkuPick, 'productId' | 'skuId'>,
  stock: number,
): Promise<void> {
  await db.update(productSkus).set({ stock }).where(eq(productSkus.id, pick.skuId))
  await db
    .update(products)
    .set({
      stock: sql`(SELECT coalesce(sum(${productSkus.stock}), 0) FROM ${productSkus} WHERE ${productSkus.productId} = ${pick.productId})`,
    })
    .where(eq(products.id, pick.productId))
}

export async function skuStock(db: Database, skuId: number): Promise<number> {
  const [row] = await db
    .select({ stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.id, skuId)))
  return row?.stock ?? -1
}

/** Puts the lines in a fresh cart selection and checks out; returns the created orders. */
export async function checkout(
  shopper: Shopper,
  lines: readonly { pick: SkuPick; quantity: number }[],
  promoCode?: string,
) {
  await shopper.client.call(cartSelect, { scope: 'all', selected: false })
  const cartIds: number[] = []
  for (const { pick, quantity } of lines) {
    const view = await shopper.client.call(cartAdd, {
      productId: pick.productId,
      skuId: pick.skuId,
      quantity,
    })
    const line = view.shops.flatMap((s) => s.items).find((i) => i.skuId === pick.skuId)
    cartIds.push(line!.id)
  }
  return shopper.client.call(orderCreate, {
    cartIds,
    addressId: shopper.addressId,
    ...(promoCode !== undefined ? { promoCode } : {}),
  })
}
