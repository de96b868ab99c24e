import { type CookieDocument, readCookie } from './token-cookie'

/**
 * shop-spec §6: a guest on a protected page sees the loginFirst notice on the way to /login. When the
 * server sends the guest there itself (a first request for /products, issue #26), the notice rides
 * in this cookie for the one page that follows, and the app shows it once it runs.
 */
export const LOGIN_NOTICE_COOKIE = 'Login-Notice'
const NOTICE = 'loginFirst'
const ATTRIBUTES = 'Path=/; SameSite=Lax'

/** The Set-Cookie value of the server's redirect: a minute to live, for the page it redirects to. */
export const LOGIN_NOTICE_SET_COOKIE = `${LOGIN_NOTICE_COOKIE}=${NOTICE}; Max-Age=60; ${ATTRIBUTES}`

/** Whether the server left the notice, removing it: it is shown once. */
export function takeLoginNotice(doc: CookieDocument): boolean {
  if (readCookie(doc.cookie, LOGIN_NOTICE_COOKIE) !== NOTICE) return false
  doc.cookie = `${LOGIN_NOTICE_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`
  return true
}
