import type { Clock } from '../clock'

/**
 * Per-user cache of logged-in reads (server README "Fast logged-in reads"): the answer of a read such
 * as getUserInfo or order_list, as JSON, per user and request. Sound because:
 * - every write a user makes on this replica drops that user's entries before its answer leaves
 *   (`invalidateUser`, called by the route layer), so the writer's next read is fresh;
 * - a read that started before such a write never stores its (maybe older) answer: entries live in a
 *   per-user bucket, an invalidation replaces the bucket, and a load stores only into the bucket it
 *   started from while that bucket is still current;
 * - writes elsewhere (another replica, the operator command) are seen after at most `ttlMs`
 *   (USER_READ_CACHE_TTL_MS, never above 1 s);
 * - the session is still checked on every request (session cache, 0.5 s), so a revoked token is
 *   refused however fresh its user's cached reads are;
 * - bounded: at most `maxEntries` answers and `maxChars` characters of JSON; the users whose buckets
 *   were filled longest ago go first.
 * Concurrent misses of one read share one load.
 */
export const USER_READ_CACHE_TTL_MS = 1_000
export const USER_READ_CACHE_MAX_ENTRIES = 20_000
/** About 64 MB of JSON text (two bytes a character). */
export const USER_READ_CACHE_MAX_CHARS = 32 * 1024 * 1024

export interface UserReadCache {
  /** The cached answer of `key` for `userId`, or `load()`'s (stored when still current). */
  read(userId: number, key: string, load: () => Promise<string>): Promise<string>
  /** Drops every cached read of the user (the user's data changed on this replica). */
  invalidateUser(userId: number): void
  /** Drops everything (something changed data of users not known here, e.g. an in-process operator). */
  invalidateAll(): void
  /** Entries and characters held (for tests of the bounds). */
  stats(): { users: number; entries: number; chars: number }
}

export interface UserReadCacheOptions {
  ttlMs?: number
  maxEntries?: number
  maxChars?: number
}

interface Bucket {
  readonly entries: Map<string, { json: string; until: number }>
  readonly loading: Map<string, Promise<string>>
  chars: number
}

export function createUserReadCache(clock: Clock, options: UserReadCacheOptions = {}): UserReadCache {
  const ttlMs = Math.min(options.ttlMs ?? USER_READ_CACHE_TTL_MS, USER_READ_CACHE_TTL_MS)
  const maxEntries = options.maxEntries ?? USER_READ_CACHE_MAX_ENTRIES
  const maxChars = options.maxChars ?? USER_READ_CACHE_MAX_CHARS
  // Insertion order = the order users last stored an answer: the first bucket is evicted first.
  const buckets = new Map<number, Bucket>()
  let entries = 0
  let chars = 0

  const drop = (userId: number) => {
    const bucket = buckets.get(userId)
    if (!bucket) return
    buckets.delete(userId)
    entries -= bucket.entries.size
    chars -= bucket.chars
  }
  const removeEntry = (bucket: Bucket, key: string) => {
    const entry = bucket.entries.get(key)
    if (!entry) return
    bucket.entries.delete(key)
    bucket.chars -= entry.json.length
    entries -= 1
    chars -= entry.json.length
  }
  // A bucket left with nothing in it (failed load, answer too large) is not kept.
  const tidy = (userId: number, bucket: Bucket) => {
    if (buckets.get(userId) === bucket && bucket.entries.size === 0 && bucket.loading.size === 0) {
      buckets.delete(userId)
    }
  }
  const store = (userId: number, bucket: Bucket, key: string, json: string) => {
    if (buckets.get(userId) !== bucket) return
    removeEntry(bucket, key)
    if (json.length > maxChars) return
    bucket.entries.set(key, { json, until: clock.now() + ttlMs })
    bucket.chars += json.length
    entries += 1
    chars += json.length
    // Most recently filled goes last.
    buckets.delete(userId)
    buckets.set(userId, bucket)
    while ((entries > maxEntries || chars > maxChars) && buckets.size > 0) {
      const oldest = buckets.keys().next().value as number
      drop(oldest)
    }
  }

  return {
    read(userId, key, load) {
      if (ttlMs <= 0) return load()
      let bucket = buckets.get(userId)
      const hit = bucket?.entries.get(key)
      if (bucket && hit) {
        if (hit.until > clock.now()) return Promise.resolve(hit.json)
        removeEntry(bucket, key)
      }
      const shared = bucket?.loading.get(key)
      if (shared) return shared
      if (!bucket) {
        bucket = { entries: new Map(), loading: new Map(), chars: 0 }
        buckets.set(userId, bucket)
      }
      const owner = bucket
      const loading = load().then(
        (json) => {
          owner.loading.delete(key)
          store(userId, owner, key, json)
          tidy(userId, owner)
          return json
        },
        (error: unknown) => {
          owner.loading.delete(key)
          tidy(userId, owner)
          throw error
        },
      )
      owner.loading.set(key, loading)
      return loading
    },
    invalidateUser: drop,
    invalidateAll() {
      buckets.clear()
      entries = 0
      chars = 0
    },
    stats: () => ({ users: buckets.size, entries, chars }),
  }
}
