/** One page the keep-alive outlet renders (visible or hidden). */
export interface KeepAliveEntry {
  /** React key: the route id for kept pages (one instance per screen, like a keep-alive by component). */
  key: string
  routeId: string
  keepAlive: boolean
}

/**
 * The most pages kept alive at once; beyond it the least recently shown is dropped (and loads
 * afresh when opened again). shop-spec §2 keeps every page but product detail alive, and a kept
 * page is one instance per route, so the routes themselves bound the cache (46 kept routes): no
 * page is ever dropped. The heap after visiting every route is measured by
 * `scripts/keep-alive-heap.ts` (README "Keep-alive").
 */
export const KEEP_ALIVE_MAX = Number.POSITIVE_INFINITY

/** Key of a page: kept pages by route, others (product detail) by path so each product remounts. */
export function entryFor(routeId: string, pathname: string, keepAlive: boolean): KeepAliveEntry {
  return { key: keepAlive ? routeId : `${routeId}@${pathname}`, routeId, keepAlive }
}

/**
 * shop-spec §2: all pages except product detail are kept alive when the user leaves them. Returns
 * the cache after showing `current`: pages that are not kept alive leave as soon as another is
 * shown, the current page moves to the most recent end, the oldest beyond `max` are dropped.
 * Returns the same array when nothing changes (so React state does not churn).
 */
export function nextKeepAliveCache(
  cache: readonly KeepAliveEntry[],
  current: KeepAliveEntry,
  max = KEEP_ALIVE_MAX,
): readonly KeepAliveEntry[] {
  const last = cache[cache.length - 1]
  const unchanged =
    last?.key === current.key && cache.every((entry) => entry.keepAlive || entry.key === current.key)
  if (unchanged) return cache
  const kept = cache.filter((entry) => entry.keepAlive && entry.key !== current.key)
  const next = [...kept, current]
  return next.length > max ? next.slice(next.length - max) : next
}
