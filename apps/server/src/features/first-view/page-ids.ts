import { DB_INT_MAX } from '@crossmart/api-client'

/**
 * shop-spec §2: the pages a guest may open whose path names ids, by position. Every id is
 * optional in the route (`{-$id}`): a segment that is absent names nothing.
 */
const ID_PAGES: readonly RegExp[] = [
  // /detail/{-$product}/{-$mer}
  /^\/detail(?:\/([^/]*))?(?:\/([^/]*))?\/?$/,
  // /shop/{-$id}
  /^\/shop(?:\/([^/]*))?\/?$/,
]

/**
 * An id as a URL writes it: canonical decimal, no sign, no leading zero, no `0x`, `1e2` or `16.0`
 * (which `Number()` would all read as a number), within the database's 32-bit ids. The api's
 * `id()` (api-client fields.ts) and the shop's `positiveInt` read ids the same way.
 */
const DECIMAL_ID = /^[1-9]\d{0,9}$/

/** The id a path segment names, or null when it names none. */
export function pageIdOf(segment: string): number | null {
  if (!DECIMAL_ID.test(segment)) return null
  const id = Number(segment)
  return id <= DB_INT_MAX ? id : null
}

/**
 * Whether the path is one of the id pages with an id segment that names no id (issue #45:
 * `/detail/0x10` rendered product 16 and `/detail/-1` was a 200 "not found" page): such a page's
 * subject does not exist, so its answer is a 404, as for an id that names no product.
 */
export function namesMalformedId(pathname: string): boolean {
  for (const page of ID_PAGES) {
    const match = page.exec(pathname)
    if (match)
      return match
        .slice(1)
        .some((segment) => segment !== undefined && segment !== '' && pageIdOf(segment) === null)
  }
  return false
}
