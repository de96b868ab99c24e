/**
 * shop-spec §6: the guard's own allow-list of public paths. A path is public if it equals an entry
 * or begins with one (so /shop/{id} and /detail/... are public).
 */
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
  // Issue #31: registering asks to agree to the Terms, so a guest must be able to read them.
  '/law',
] as const

export const LOGIN_PATH = '/login'
/** shop-spec §2: the root path only redirects to /home. */
export const ROOT_PATH = '/'
export const HOME_PATH = '/home'

/** Prefix match, as the spec words it ("begins with one"). */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((entry) => pathname === entry || pathname.startsWith(entry))
}

/**
 * Only same-app absolute paths may be a post-login target (never `//host` or a URL), so the
 * `redirect` search parameter cannot send the user off-site.
 */
export function safeRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return undefined
  return value
}
