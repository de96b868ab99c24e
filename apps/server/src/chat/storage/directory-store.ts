import { NOTE_CHANNEL_PREFIX } from '@crossmart/api-client'
import { and, eq, isNull, or } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { chatChannelMembers, chatChannels, shops, users } from '../../db/schema'
import { PLATFORM_SERVICE_ID, parseServiceChannel, uidOf, userIdOf } from '../channel-address'
import { CHANNEL_TYPE, DIRECTORY_CACHE_MAX_ENTRIES, DIRECTORY_TTL_MS } from '../constants'

/** What chat needs to know about a person. */
export interface ChatUser {
  uid: string
  role: 'shopper' | 'staff' | 'operator'
  /** Staff: the shop they answer for; null = platform customer service (operators answer it too). */
  shopId: number | null
  language: string
  nickname: string
}

/**
 * A staff member's service id (`mer_<shopId>` or `platform`); null for shoppers. Operators answer
 * the platform's customer service from the console (server README "Console").
 */
export function serviceOfStaff(user: ChatUser): string | null {
  if (user.role === 'shopper') return null
  if (user.role === 'operator') return PLATFORM_SERVICE_ID
  return user.shopId === null ? PLATFORM_SERVICE_ID : `mer_${user.shopId}`
}

/**
 * Read-mostly facts from the database (users, staff per service, shops, group members), cached for
 * DIRECTORY_TTL_MS so the send path costs no query in the steady state.
 */
export interface ChatDirectory {
  user(uid: string): Promise<ChatUser | null>
  /** uids of the staff of a service. */
  staffOf(serviceId: string): Promise<readonly string[]>
  shopExists(shopId: number): Promise<boolean>
  /** Members of a group channel, or null when there is no such group. */
  groupMembers(channelId: string): Promise<readonly string[] | null>
  /** Drops cached group members (after a membership change). */
  forgetGroup(channelId: string): void
}

interface Entry<T> {
  value: Promise<T>
  /** Until when the value is fresh; after it, it is served for one more TTL while a reload runs. */
  until: number
  reloading: boolean
}

/** A key's share of the TTL, the same for the key every time: entries loaded together expire apart. */
function spreadOf(key: string, ttlMs: number): number {
  // FNV-1a, then a final mix so keys that differ in their last digit land far apart.
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193)
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b)
  hash ^= hash >>> 16
  return (((hash >>> 0) % 1000) / 1000) * (ttlMs / 2)
}

/**
 * Loads through a TTL cache. Two things keep a busy gateway from stalling when entries expire
 * (server README "Benchmark": the send path loaded every shop's entries in the same second, so they
 * all expired in the same second 30 s later and ~3,000 reloads blocked the event loop): a value is
 * fresh for half the TTL plus a share that depends on its key, and an expired value is still served
 * for one more TTL while one reload replaces it in the background, so a send never waits for it.
 */
export function createTtlCache<T>(clock: Clock, ttlMs: number, maxEntries = DIRECTORY_CACHE_MAX_ENTRIES) {
  const entries = new Map<string, Entry<T>>()
  const freshUntil = (key: string, now: number) => now + ttlMs / 2 + spreadOf(key, ttlMs)

  function store(key: string, value: Promise<T>, now: number): Entry<T> {
    // Server README "Security": bounded, so ids an attacker makes up cannot grow the process without limit.
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    const entry = { value, until: freshUntil(key, now), reloading: false }
    entries.set(key, entry)
    // A failed load is not cached: the next call tries again.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    return entry
  }

  function reloadInBackground(key: string, entry: Entry<T>, load: () => Promise<T>): void {
    entry.reloading = true
    load().then(
      (value) => {
        if (entries.get(key) === entry) store(key, Promise.resolve(value), clock.now())
      },
      // The stale value stays until its grace ends; the next call after that loads again.
      () => {
        entry.reloading = false
      },
    )
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now()
      const hit = entries.get(key)
      if (hit && hit.until > now) return hit.value
      if (hit && hit.until + ttlMs > now) {
        if (!hit.reloading) reloadInBackground(key, hit, load)
        return hit.value
      }
      return store(key, load(), now).value
    },
    delete(key: string) {
      entries.delete(key)
    },
  }
}

export function createChatDirectory(db: Database, clock: Clock, ttlMs = DIRECTORY_TTL_MS): ChatDirectory {
  const usersCache = createTtlCache<ChatUser | null>(clock, ttlMs)
  const staffCache = createTtlCache<readonly string[]>(clock, ttlMs)
  const shopCache = createTtlCache<boolean>(clock, ttlMs)
  const groupCache = createTtlCache<readonly string[] | null>(clock, ttlMs)
  const directory: ChatDirectory = {
    user(uid) {
      const userId = userIdOf(uid)
      if (userId === null) return Promise.resolve(null)
      return usersCache.get(uid, async () => {
        const [row] = await db
          .select({
            role: users.role,
            shopId: users.shopId,
            language: users.language,
            nickname: users.nickname,
          })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
        return row
          ? { uid, role: row.role, shopId: row.shopId, language: row.language, nickname: row.nickname }
          : null
      })
    },
    staffOf(serviceId) {
      return staffCache.get(serviceId, async () => {
        const address = parseServiceChannel(serviceId)
        if (!address || address.shopperUid) return []
        const rows = await db
          .select({ id: users.id })
          .from(users)
          .where(
            address.shopId === null
              ? or(and(eq(users.role, 'staff'), isNull(users.shopId)), eq(users.role, 'operator'))
              : and(eq(users.role, 'staff'), eq(users.shopId, address.shopId)),
          )
        return rows.map((r) => uidOf(r.id))
      })
    },
    shopExists(shopId) {
      return shopCache.get(String(shopId), async () => {
        const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1)
        return rows.length > 0
      })
    },
    groupMembers(channelId) {
      return groupCache.get(channelId, async () => {
        // Issue #44: a conversation's private notes derive their members (the service's staff, never
        // the shopper) from the conversation's address, as customer-service channels do.
        if (channelId.startsWith(NOTE_CHANNEL_PREFIX)) {
          const address = parseServiceChannel(channelId.slice(NOTE_CHANNEL_PREFIX.length))
          if (address?.shopperUid === undefined) return null
          if (address.shopId !== null && !(await directory.shopExists(address.shopId))) return null
          if (!(await directory.user(address.shopperUid))) return null
          return directory.staffOf(address.serviceId)
        }
        const channel = await db
          .select({ id: chatChannels.channelId })
          .from(chatChannels)
          .where(and(eq(chatChannels.channelId, channelId), eq(chatChannels.channelType, CHANNEL_TYPE.group)))
          .limit(1)
        if (channel.length === 0) return null
        const rows = await db
          .select({ uid: chatChannelMembers.uid })
          .from(chatChannelMembers)
          .where(
            and(
              eq(chatChannelMembers.channelId, channelId),
              eq(chatChannelMembers.channelType, CHANNEL_TYPE.group),
              eq(chatChannelMembers.removed, false),
            ),
          )
        return rows.map((r) => r.uid)
      })
    },
    forgetGroup(channelId) {
      groupCache.delete(channelId)
    },
  }
  return directory
}
