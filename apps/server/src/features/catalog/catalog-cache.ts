import type { Clock } from '../../clock'

/**
 * How long public catalog reads are served from memory. Short enough that stock and prices shown
 * are at most a couple of seconds old (orders re-check stock in their own transaction), long enough
 * that a burst of 100 concurrent shoppers hits the database once per key (issue 6: p99 < 50 ms).
 */
export const CATALOG_CACHE_TTL_MS = 2_000
export const CATALOG_CACHE_MAX_ENTRIES = 2_000

export interface CatalogCache {
  /** The cached value for `key`, or the result of `load` (concurrent misses share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Drops everything (after a write that changes what lists or details show). */
  invalidate(): void
}

export function createCatalogCache(
  clock: Clock,
  ttlMs: number = CATALOG_CACHE_TTL_MS,
  maxEntries: number = CATALOG_CACHE_MAX_ENTRIES,
): CatalogCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>()
  let generation = 0
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const now = clock.now()
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>
      if (hit) entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      const startedIn = generation
      const value = load()
      entries.set(key, { expiresAt: now + ttlMs, value })
      // A failed load is not cached; neither is one that raced an invalidation.
      value.then(
        () => {
          if (startedIn !== generation) entries.delete(key)
        },
        () => entries.delete(key),
      )
      return value
    },
    invalidate() {
      generation += 1
      entries.clear()
    },
  }
}
