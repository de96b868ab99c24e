import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { shopServiceId } from '../chat/channel-address'
import { DEFAULT_AUTO_REPLY, fillName } from '../chat/services/auto-reply-texts'
import type { Transaction } from '../db/database'
import { banners, categories, chatAutoReplies, products, seedRuns, shops, users } from '../db/schema'
import { ownerAccountFor } from './demo-accounts'
import { DEMO_BANNERS, DEMO_SHOPS } from './demo-catalog'
import { planDemoProducts } from './demo-plan'
import type { DemoArtUrls } from './seed-images'

/** Issue #46: puts right a database seeded when shops 2-10 sold the next shop's category. */
export const DEMO_SHOP_TRADES_SEED_NAME = 'demo-shop-trades-v1'
/** URLs the seed wrote: a logo or banner a person uploaded since is left alone. */
const SEED_PICTURE_PATTERN = '/uploads/seed/%'
/** Shop lines the seed wrote before issue #46 (Aurora Digital's named phones, Pocket Tech's trade). */
const OLDER_SHOP_DESCRIPTIONS: readonly string[] = ['Laptops, phones and the gear around them.']

interface Rename {
  shopId: number
  from: string
  to: number
}

/**
 * The demo shops to rename: a shop named as a specialist whose products are all of another
 * specialist's category takes that specialist's identity. Its products, orders, reviews and money
 * stay where they are (the ledger's shop accounts are by id), so only names and words change.
 */
async function findMisnamedShops(tx: Transaction): Promise<Rename[]> {
  const rows = await tx
    .select({ shopId: products.shopId, name: shops.name, slug: categories.slug })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .groupBy(products.shopId, shops.name, categories.slug)
  const sold = new Map<number, { name: string; slugs: string[] }>()
  for (const row of rows) {
    const entry = sold.get(row.shopId) ?? { name: row.name, slugs: [] }
    entry.slugs.push(row.slug)
    sold.set(row.shopId, entry)
  }
  const renames: Rename[] = []
  for (const [shopId, { name, slugs }] of sold) {
    const current = DEMO_SHOPS.find((s) => s.name === name)
    const [sells] = slugs
    // A generalist, a shop selling several categories, or one already selling its trade: not ours.
    if (current?.categories.length !== 1 || slugs.length !== 1 || current.categories[0] === sells) continue
    const to = DEMO_SHOPS.findIndex((s) => s.categories.length === 1 && s.categories[0] === sells)
    if (to >= 0) renames.push({ shopId, from: name, to })
  }
  return renames
}

async function renameShop(tx: Transaction, art: DemoArtUrls, { shopId, from, to }: Rename): Promise<void> {
  const target = DEMO_SHOPS[to]!
  await tx.update(shops).set({ name: target.name }).where(eq(shops.id, shopId))
  await tx
    .update(shops)
    .set({ logo: art.shops[to]!, banner: art.banners[to % art.banners.length]! })
    .where(and(eq(shops.id, shopId), like(shops.logo, SEED_PICTURE_PATTERN)))
  await tx
    .update(users)
    .set({ nickname: `${target.name} (Owner)` })
    .where(and(eq(users.account, ownerAccountFor(shopId)), eq(users.nickname, `${from} (Owner)`)))
  // The automatic reply names the shop; one the staff rewrote is theirs.
  await tx
    .update(chatAutoReplies)
    .set({ texts: fillName(DEFAULT_AUTO_REPLY, target.name) })
    .where(
      and(
        eq(chatAutoReplies.serviceId, shopServiceId(shopId)),
        sql`${chatAutoReplies.texts} = ${JSON.stringify(fillName(DEFAULT_AUTO_REPLY, from))}::jsonb`,
      ),
    )
}

/**
 * Seed step DEMO_SHOP_TRADES_SEED_NAME (issue #46): renames the shops whose name says another trade,
 * then rewrites the seeded shop lines, product descriptions (which quote the shop) and banner links.
 * Text a person wrote is kept: only descriptions in the seed's own words are replaced.
 */
export async function seedDemoShopTrades(tx: Transaction, art: DemoArtUrls): Promise<void> {
  const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SHOP_TRADES_SEED_NAME))
  if (done.length > 0) return
  for (const rename of await findMisnamedShops(tx)) await renameShop(tx, art, rename)

  const seededLines = [...DEMO_SHOPS.map((s) => s.description), ...OLDER_SHOP_DESCRIPTIONS]
  for (const shop of DEMO_SHOPS) {
    await tx
      .update(shops)
      .set({ description: shop.description })
      .where(and(eq(shops.name, shop.name), inArray(shops.description, seededLines)))
  }
  for (const plan of planDemoProducts()) {
    const shopName = DEMO_SHOPS[plan.shopIndex]!.name
    const seededPrefix = `${plan.name}: carefully selected by `
    await tx
      .update(products)
      .set({ description: plan.description, translations: plan.translations })
      .where(
        and(
          eq(products.name, plan.name),
          inArray(products.shopId, tx.select({ id: shops.id }).from(shops).where(eq(shops.name, shopName))),
          sql`left(${products.description}, ${seededPrefix.length}) = ${seededPrefix}`,
          sql`${products.description} <> ${plan.description}`,
        ),
      )
  }
  for (const banner of DEMO_BANNERS) {
    const [shop] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.name, banner.shop))
      .orderBy(shops.id)
      .limit(1)
    if (!shop) continue
    await tx
      .update(banners)
      .set({ link: `/shop/${shop.id}`, linkType: 'shop', linkTarget: String(shop.id) })
      .where(and(eq(banners.title, banner.title), like(banners.link, '/shop/%')))
  }
  await tx.insert(seedRuns).values({ name: DEMO_SHOP_TRADES_SEED_NAME })
}
