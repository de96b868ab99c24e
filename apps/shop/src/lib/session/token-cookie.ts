/** shop-spec §3: the login token is stored in a cookie named Admin-Token... */
export const TOKEN_COOKIE_NAME = 'Admin-Token'
/** ...expiring after 3 days (shop-spec §3/§9). */
export const TOKEN_COOKIE_DAYS = 3
const SECONDS_PER_DAY = 86_400

/** The slice of `document` the cookie store needs (a fake object in tests). */
export interface CookieDocument {
  cookie: string
}

export interface TokenStorage {
  read(): string | null
  write(token: string): void
  remove(): void
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return raw ? decodeURIComponent(raw) : null
    } catch {
      return null
    }
  }
  return null
}

/** Whether the page itself was served over HTTPS (false outside a browser). */
export function isSecurePage(): boolean {
  return globalThis.location?.protocol === 'https:'
}

/**
 * Server README "Security": the token is only ever sent by the app in its `token` header, never needed on a
 * cross-site navigation, so SameSite=Strict; and Secure whenever the page is HTTPS, so it never
 * travels over plain HTTP.
 */
export function createCookieTokenStorage(
  doc: CookieDocument,
  days = TOKEN_COOKIE_DAYS,
  secure = isSecurePage(),
): TokenStorage {
  const maxAge = days * SECONDS_PER_DAY
  const attributes = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`
  return {
    read: () => readCookie(doc.cookie, TOKEN_COOKIE_NAME),
    write(token) {
      doc.cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${maxAge}; ${attributes}`
    },
    remove() {
      doc.cookie = `${TOKEN_COOKIE_NAME}=; Max-Age=0; ${attributes}`
    },
  }
}
