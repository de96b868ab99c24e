import type { Clock } from '../../clock'

import { CATALOG_CACHE_TTL_MS } from '../../config/defaults'
export const CATALOG_CACHE_MAX_ENTRIES = 2_000

export interface CatalogCache {
  /**
   * The cached value for `key`, or the result of `load` (concurrent misses share one load). Fresh for
   * half the TTL; for the other half the old value is still served while a single background load
   * refreshes it, so requests never queue behind the refresh and nothing is older than the TTL.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Whether `get(key)` would be answered from memory now (fresh, stale while refreshing, or loading). */
  has(key: string): boolean
  /** Drops everything (after a write that changes what lists or details show). */
  invalidate(): void
}

interface Entry {
  freshUntil: number
  value: Promise<unknown>
  settled: boolean
  refreshing: boolean
}

export function createCatalogCache(
  clock: Clock,
  ttlMs: number = CATALOG_CACHE_TTL_MS,
  maxEntries: number = CATALOG_CACHE_MAX_ENTRIES,
): CatalogCache {
  const entries = new Map<string, Entry>()
  let generation = 0
  // A value is read from the database after its load starts, and served (fresh, then stale while one
  // refresh runs) until at most ttlMs after that start: a write another replica made is never shown
  // for longer than the TTL (server README "Production topology").
  const freshMs = ttlMs / 2
  const staleMs = ttlMs - freshMs

  const store = (key: string, load: () => Promise<unknown>): Entry => {
    if (!entries.has(key) && entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    const startedIn = generation
    const entry: Entry = {
      freshUntil: clock.now() + freshMs,
      value: load(),
      settled: false,
      refreshing: false,
    }
    entries.set(key, entry)
    entry.value.then(
      () => {
        entry.settled = true
        // A load that raced an invalidation may hold old data: do not keep it.
        if (startedIn !== generation && entries.get(key) === entry) entries.delete(key)
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key)
      },
    )
    return entry
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load()
      const now = clock.now()
      const hit = entries.get(key)
      if (hit && now < hit.freshUntil) return hit.value as Promise<T>
      if (hit?.settled && now < hit.freshUntil + staleMs) {
        if (!hit.refreshing) {
          hit.refreshing = true
          const next = store(key, load)
          // Keep serving the old value until the new one is there; if the refresh fails, retry later.
          entries.set(key, hit)
          next.value.then(
            () => {
              if (entries.get(key) === hit) entries.set(key, next)
            },
            () => {
              hit.refreshing = false
            },
          )
        }
        return hit.value as Promise<T>
      }
      return store(key, load).value as Promise<T>
    },
    has(key) {
      if (ttlMs <= 0) return false
      const hit = entries.get(key)
      return hit !== undefined && (!hit.settled || clock.now() < hit.freshUntil + staleMs)
    },
    invalidate() {
      generation += 1
      entries.clear()
    },
  }
}
