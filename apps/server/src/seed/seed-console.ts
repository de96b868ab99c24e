import { eq } from 'drizzle-orm'
import { shopServiceId } from '../chat-gateway/channel-address'
import type { Executor } from '../db/database'
import { quickReplies, seedRuns, shops, users } from '../db/schema'
import type { PasswordHasher } from '../security/password-hasher'
import { DEMO_COLLEAGUE, DEMO_OPERATOR } from './demo-accounts'

export const CONSOLE_SEED_NAME = 'console-demo-v1'

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
