import { and, eq, isNull } from 'drizzle-orm'
import { PLATFORM_SERVICE_ID, shopServiceId } from '../chat/channel-address'
import { DEFAULT_AUTO_REPLY, fillName, PLATFORM_SERVICE_NAME } from '../chat/services/auto-reply-texts'
import type { Executor } from '../db/database'
import { chatAutoReplies, seedRuns, shops, users } from '../db/schema'
import type { LocalizedText } from '../db/schema/localized'
import type { PasswordHasher } from '../security/password-hasher'
import { STAFF_PASSWORD, staffAccountFor } from './demo-accounts'

export const CHAT_SEED_NAME = 'chat-demo-v1'
/** The platform's customer service (/service) logs in as `service0` with STAFF_PASSWORD. */
export const PLATFORM_STAFF_ACCOUNT = staffAccountFor(0)

/**
 * Chat demo data (README "Channels and people"): a customer-service account for every shop that has
 * none, one for the platform, and each service's localized automatic reply. Idempotent.
 */
export async function seedChatDemo(tx: Executor, hasher: PasswordHasher): Promise<void> {
  const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, CHAT_SEED_NAME))
  if (done.length > 0) return
  const shopRows = await tx.select({ id: shops.id, name: shops.name }).from(shops)
  const staffed = new Set(
    (await tx.select({ shopId: users.shopId }).from(users).where(eq(users.role, 'staff'))).map(
      (r) => r.shopId,
    ),
  )
  const unstaffed = shopRows.filter((s) => !staffed.has(s.id))
  const needsPlatform =
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'staff'), isNull(users.shopId)))
        .limit(1)
    ).length === 0
  const passwordHash = unstaffed.length > 0 || needsPlatform ? await hasher.hash(STAFF_PASSWORD) : ''
  if (unstaffed.length > 0) {
    await tx.insert(users).values(
      unstaffed.map((s) => ({
        account: staffAccountFor(s.id),
        nickname: `Service ${s.id}`,
        passwordHash,
        role: 'staff' as const,
        shopId: s.id,
        shopRole: 'manager' as const,
      })),
    )
  }
  if (needsPlatform) {
    await tx.insert(users).values({
      account: PLATFORM_STAFF_ACCOUNT,
      nickname: PLATFORM_SERVICE_NAME.en,
      passwordHash,
      role: 'staff',
      shopId: null,
    })
  }
  const platformTexts = Object.fromEntries(
    (Object.keys(DEFAULT_AUTO_REPLY) as (keyof LocalizedText)[]).map((lang) => [
      lang,
      DEFAULT_AUTO_REPLY[lang].replaceAll('{name}', PLATFORM_SERVICE_NAME[lang]),
    ]),
  ) as LocalizedText
  await tx
    .insert(chatAutoReplies)
    .values([
      ...shopRows.map((s) => ({
        serviceId: shopServiceId(s.id),
        texts: fillName(DEFAULT_AUTO_REPLY, s.name),
      })),
      { serviceId: PLATFORM_SERVICE_ID, texts: platformTexts },
    ])
    .onConflictDoNothing()
  await tx.insert(seedRuns).values({ name: CHAT_SEED_NAME })
}
