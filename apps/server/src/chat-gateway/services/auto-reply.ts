import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { chatAutoReplies } from '../../db/schema'
import type { LocalizedText } from '../../db/schema/localized'
import { resolveLanguage } from '../../i18n/languages'
import type { StoredChannel } from '../channel-address'
import { AUTO_REPLY_COOLDOWN_MS, DIRECTORY_TTL_MS } from '../constants'
import { textContent } from '../sending/content-check'
import type { ChatDirectory } from '../storage/directory-store'
import { DEFAULT_AUTO_REPLY, fillName, PLATFORM_SERVICE_NAME } from './auto-reply-texts'

/** Cooldown entries kept before old ones are pruned. */
const COOLDOWN_MEMORY = 10_000

export interface AutoReplierOptions {
  db: Database
  clock: Clock
  directory: ChatDirectory
  /** Whether a staff member is online (the gateway's presence, or WuKongIM's as its webhook told). */
  isOnline(uid: string): boolean | Promise<boolean>
  /**
   * Claims the reply of a conversation for this cooldown window; false when one was sent within it.
   * In memory by default (one gateway process); the WuKongIM webhook passes a database claim so
   * replicas agree.
   */
  claim?(channelId: string, now: number): Promise<boolean>
  /** Sends `content` (JSON text) into the channel as `fromUid`. */
  post(channel: StoredChannel, members: readonly string[], fromUid: string, content: string): Promise<unknown>
}

export interface AutoReplier {
  /** After a shopper's message is stored: answer it when none of the service's staff is online. */
  afterShopperMessage(channel: StoredChannel, members: readonly string[]): Promise<boolean>
}

/**
 * README "Channels and people": when no staff member of the shop is online, an automatic reply
 * (configurable per shop, localized) tells the shopper the message was received. At most one per conversation per
 * AUTO_REPLY_COOLDOWN_MS, in the shopper's language; sent as the service (fromUID `mer_<id>`).
 */
export function createAutoReplier(options: AutoReplierOptions): AutoReplier {
  const { db, clock, directory } = options
  const lastReplyAt = new Map<string, number>()
  const textCache = new Map<string, { texts: LocalizedText | null; until: number }>()

  async function textsFor(serviceId: string, shopId: number | null): Promise<LocalizedText | null> {
    const cached = textCache.get(serviceId)
    if (cached && cached.until > clock.now()) return cached.texts
    const [row] = await db
      .select()
      .from(chatAutoReplies)
      .where(eq(chatAutoReplies.serviceId, serviceId))
      .limit(1)
    let texts: LocalizedText | null
    if (row) texts = row.enabled ? row.texts : null
    else texts = fillName(DEFAULT_AUTO_REPLY, shopId === null ? PLATFORM_SERVICE_NAME.en : `shop ${shopId}`)
    textCache.set(serviceId, { texts, until: clock.now() + DIRECTORY_TTL_MS })
    return texts
  }

  function coolingDown(key: string, now: number): boolean {
    const last = lastReplyAt.get(key)
    if (last !== undefined && now - last < AUTO_REPLY_COOLDOWN_MS) return true
    if (lastReplyAt.size >= COOLDOWN_MEMORY) {
      for (const [k, at] of lastReplyAt) if (now - at >= AUTO_REPLY_COOLDOWN_MS) lastReplyAt.delete(k)
    }
    lastReplyAt.set(key, now)
    return false
  }

  return {
    async afterShopperMessage(channel, members) {
      if (channel.kind !== 'service') return false
      const staff = await directory.staffOf(channel.serviceId)
      for (const uid of staff) if (await options.isOnline(uid)) return false
      const now = clock.now()
      const claimed = options.claim
        ? await options.claim(channel.canonicalId, now)
        : !coolingDown(channel.canonicalId, now)
      if (!claimed) return false
      const texts = await textsFor(channel.serviceId, channel.shopId)
      if (!texts) return false
      const shopper = await directory.user(channel.shopperUid)
      const text = texts[resolveLanguage(shopper?.language)]
      await options.post(channel, members, channel.serviceId, textContent(text))
      return true
    },
  }
}
