import { rootRouteId } from '@tanstack/react-router'

/** The page the keep-alive outlet shows, read from the router's matched routes. */
export interface Leaf {
  routeId: string
  pathname: string
  /** Identifies the location the page shows (path and search): a change on the same page scrolls to top. */
  href: string
  keepAlive: boolean
}

interface LeafMatch {
  routeId: string
  pathname: string
  search: unknown
  staticData?: { keepAlive?: boolean } | undefined
}

/**
 * The leaf of the matched routes. Everything comes from the match itself, never from
 * `state.location`: while a navigation is pending (a lazy route's code or a loader on a busy
 * phone) the location is already the next page's but the matches are still the current page's,
 * and mixing the two reads as "same page, new address", which scrolled the page being left
 * back to the top and so lost its position (shop-spec §2).
 */
export function leafOf(matches: readonly LeafMatch[]): Leaf {
  const match = matches[matches.length - 1]
  // Nothing but the root matched: the path does not exist.
  const routeId = match?.routeId ?? rootRouteId
  const pathname = match?.pathname ?? ''
  return {
    routeId,
    pathname,
    href: `${pathname}?${JSON.stringify(match?.search ?? {})}`,
    keepAlive: routeId !== rootRouteId && match?.staticData?.keepAlive !== false,
  }
}
