import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages'
import { type CookieDocument, readCookie } from '../session/token-cookie'

/** A year: the setting outlives any session, as localStorage does. */
const MAX_AGE_SECONDS = 365 * 86_400

/**
 * shop-spec §3 keeps the language in `localStorage.Lang`, which a server never sees; the server
 * renders the first view in the shopper's language (issue #26), so the same value is mirrored into
 * a `Lang` cookie (no cookie: zh-CN, the spec's default). SameSite=Lax: it must travel with a link
 * followed from another site, the first view a shopper most often gets.
 */
export function writeLanguageCookie(doc: CookieDocument, value: string): void {
  if (readCookie(doc.cookie, LANGUAGE_STORAGE_KEY) === value) return
  doc.cookie = `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

/** The language the server renders in: the cookie's value, or null on a first visit. */
export function readLanguageCookie(cookieHeader: string): string | null {
  return readCookie(cookieHeader, LANGUAGE_STORAGE_KEY)
}
