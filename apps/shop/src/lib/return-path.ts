/**
 * Issue #31: a balance too low on the payment page offers "Top up", and the top-up screens bring
 * the shopper back. The way back travels in the URL (`/topUp?back=/payment?orders=41`, so it
 * survives a reload) and is therefore untrusted input: only a path of this shop is accepted, never
 * another origin (`//evil.example`, `https:`, `javascript:`), a backslash trick or an API path.
 */
export interface TopUpSearch {
  back?: string | undefined
}

const MAX_LENGTH = 512
/** Any origin will do: a path that stays on it stays on ours. */
const PROBE_ORIGIN = 'https://shop.invalid'

/** The return path when it is a same-origin shop path, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  // A relative path only: "/x", never "//host" (protocol-relative) nor "/\host" (browsers read "\" as "/").
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  // The server's API is not a page of the shop.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null
  return `${url.pathname}${url.search}`
}

/** The top-up screens' search for a way back to `path` (nothing when the path is not safe). */
export function topUpReturnSearch(path: string): TopUpSearch {
  const back = safeReturnPath(path)
  return back ? { back } : {}
}

/** The top-up routes' `validateSearch`: keeps `back` only when it is safe. */
export function parseTopUpSearch(search: Record<string, unknown>): TopUpSearch {
  return topUpReturnSearch(typeof search['back'] === 'string' ? search['back'] : '')
}
