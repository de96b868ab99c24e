import { and, eq, isNotNull } from 'drizzle-orm'
import { shopServiceId } from '../chat/channel-address'
import type { Executor } from '../db/database'
import { quickReplies, seedRuns, shops, users } from '../db/schema'
import type { PasswordHasher } from '../security/password-hasher'
import {
  DEMO_COLLEAGUE,
  DEMO_OPERATOR,
  OWNER_PASSWORD,
  ownerAccountFor,
  staffAccountFor,
} from './demo-accounts'

export const CONSOLE_SEED_NAME = 'console-demo-v1'
/** Issue #42: each shop's owner, and roles for the staff seeded before roles existed. */
export const SHOP_OWNERS_SEED_NAME = 'shop-owners-v1'

/** Saved answers every shop starts with (staff edit them in the console). */
const DEMO_QUICK_REPLIES = [
  { shortcut: 'hi', text: 'Hello! Thanks for contacting us. How can I help you today?' },
  {
    shortcut: 'ship',
    text: 'Your order ships within 48 hours; you will get the tracking number as soon as it leaves.',
  },
  {
    shortcut: 'refund',
    text: 'I am sorry about that. Please apply for a refund from the order page and I will check it right away.',
  },
] as const

/**
 * Console demo data (server README "Console"): the operator login, a colleague for shop 1 and each
 * shop's starting quick replies. Idempotent, and run on databases seeded before the console existed.
 */
export async function seedConsoleDemo(tx: Executor, hasher: PasswordHasher): Promise<void> {
  const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, CONSOLE_SEED_NAME))
  if (done.length > 0) return
  const shopRows = await tx.select({ id: shops.id }).from(shops)
  await tx
    .insert(users)
    .values({
      account: DEMO_OPERATOR.account,
      nickname: DEMO_OPERATOR.nickname,
      passwordHash: await hasher.hash(DEMO_OPERATOR.password),
      role: 'operator',
    })
    .onConflictDoNothing()
  if (shopRows.some((s) => s.id === DEMO_COLLEAGUE.shopId)) {
    await tx
      .insert(users)
      .values({
        account: DEMO_COLLEAGUE.account,
        nickname: DEMO_COLLEAGUE.nickname,
        passwordHash: await hasher.hash(DEMO_COLLEAGUE.password),
        role: 'staff',
        shopId: DEMO_COLLEAGUE.shopId,
        shopRole: 'agent',
      })
      .onConflictDoNothing()
  }
  const at = new Date()
  const replies = shopRows.flatMap((shop) =>
    DEMO_QUICK_REPLIES.map((r) => ({ serviceId: shopServiceId(shop.id), ...r, updatedAt: at })),
  )
  if (replies.length > 0) await tx.insert(quickReplies).values(replies).onConflictDoNothing()
  await tx.insert(seedRuns).values({ name: CONSOLE_SEED_NAME })
}

/**
 * Issue #42: every shop gets an owner (`owner<N>` / OWNER_PASSWORD), who sees and pays out the shop's
 * money; the shop's `service<N>` login is its manager, the demo colleague an agent. Idempotent, and
 * run on databases seeded before shop roles existed.
 */
export async function seedShopOwners(tx: Executor, hasher: PasswordHasher): Promise<void> {
  const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, SHOP_OWNERS_SEED_NAME))
  if (done.length > 0) return
  const shopRows = await tx.select({ id: shops.id, name: shops.name }).from(shops)
  if (shopRows.length > 0) {
    const passwordHash = await hasher.hash(OWNER_PASSWORD)
    await tx
      .insert(users)
      .values(
        shopRows.map((shop) => ({
          account: ownerAccountFor(shop.id),
          nickname: `${shop.name} (Owner)`,
          passwordHash,
          role: 'staff' as const,
          shopId: shop.id,
          shopRole: 'owner' as const,
        })),
      )
      .onConflictDoNothing()
    for (const shop of shopRows) {
      await tx
        .update(users)
        .set({ shopRole: 'manager' })
        .where(and(eq(users.account, staffAccountFor(shop.id)), isNotNull(users.shopId)))
    }
  }
  await tx.insert(seedRuns).values({ name: SHOP_OWNERS_SEED_NAME })
}
