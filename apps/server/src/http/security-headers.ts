import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'

/**
 * Browser defences for the app and the API (server README "Security"). Headers a route set itself (the
 * uploads' own `default-src 'none'`) are kept; everything else gets:
 * - API and other non-HTML answers: a CSP that allows nothing (JSON is never a document).
 * - HTML (the shop app): scripts only from this origin, and the page's own inline scripts by their
 *   hash (the shop's early-input script, set by the page's handler as `inlineScriptHashes`), styles from
 *   this origin plus inline style attributes (the UI library sets them), images from this origin
 *   (`/uploads`) and data/blob URLs (previews before upload), connections to this origin (fetch and
 *   the same-origin chat WebSocket, which CSP3 `'self'` covers) plus the configured chat address.
 * - Everywhere: no framing (CSP frame-ancestors and X-Frame-Options for older browsers), nosniff,
 *   a referrer that never leaves the origin with a path, and no powerful features.
 * - HSTS only when the request really arrived over TLS: the socket itself, or `X-Forwarded-Proto`
 *   from a proxy the operator declared trusted (TRUST_PROXY); a client cannot switch it on.
 */
export interface SecurityHeadersOptions {
  trustProxy: boolean
  /** Extra `connect-src` origins (CHAT_WS_URL when the gateway lives elsewhere). */
  connectSources?: readonly string[]
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
// Features Chromium knows: it logs a console warning on every page for a name it does not
// (`bluetooth` did, on every page of the shop and the console).
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()'

export function appCsp(connectSources: readonly string[] = [], scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "media-src 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Whether this request reached us over TLS (directly, or through the trusted proxy). */
export function arrivedOverTls(c: Context<AppEnv>, trustProxy: boolean): boolean {
  // The adapter builds the URL with `https:` only for a TLS socket; a prefix test, no parse per request.
  if (c.req.url.startsWith('https:')) return true
  if (!trustProxy) return false
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** Origins only, as CSP wants them: `wss://chat.example.com/chat/ws` -> `wss://chat.example.com`. */
function originOf(address: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:$/.test(address)) return address // a scheme source (`wss:`)
  try {
    const url = new URL(address)
    return `${url.protocol}//${url.host}`
  } catch {
    return null
  }
}

/** Every default of a non-HTML answer, with the JSON content type, as one plain object. */
function jsonAnswerHeaders(tls: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Type': 'application/json',
    'Content-Security-Policy': API_CSP,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(tls && { 'Strict-Transport-Security': HSTS_VALUE }),
  })
}

/**
 * A JSON answer that already carries every default (the API's hot path, endpoint-route.ts). Built
 * with a plain header object, the Node adapter writes it without a Headers object; adding the
 * defaults after the fact would build one (and a full Request) on every call, a fifth of a cached
 * read's CPU. Without the middleware (a route unit test) it is a plain JSON answer. When the handler
 * set a header through Hono (device-cookie.ts), Hono builds the answer so that header is kept.
 */
export function securedJson(c: Context<AppEnv>, body: string): Response {
  const headers = c.get('jsonAnswerHeaders') ?? { 'Content-Type': 'application/json' }
  if (c.get('handlerSetHeaders')) return c.body(body, 200, headers)
  const response = new Response(body, { status: 200, headers })
  c.set('securedResponse', response)
  return response
}

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const connect = (options.connectSources ?? []).map(originOf).filter((o): o is string => o !== null)
  const htmlCsp = appCsp(connect)
  // A page's hashes are the same array for as long as its template is (shop-static.ts): its CSP is
  // written once per template, not on every page served.
  let hashed: { hashes: readonly string[]; csp: string } | null = null
  const cspFor = (hashes: readonly string[] | undefined) => {
    if (hashes === undefined || hashes.length === 0) return htmlCsp
    if (hashed?.hashes !== hashes) hashed = { hashes, csp: appCsp(connect, hashes) }
    return hashed.csp
  }
  const plainJson = jsonAnswerHeaders(false)
  const tlsJson = jsonAnswerHeaders(true)
  return async (c, next) => {
    c.set('jsonAnswerHeaders', arrivedOverTls(c, options.trustProxy) ? tlsJson : plainJson)
    await next()
    if (c.res === c.get('securedResponse')) return
    const headers = c.res.headers
    const setDefault = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value)
    }
    const isHtml = (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')
    setDefault('Content-Security-Policy', isHtml ? cspFor(c.get('inlineScriptHashes')) : API_CSP)
    setDefault('X-Frame-Options', 'DENY')
    setDefault('X-Content-Type-Options', 'nosniff')
    setDefault('Referrer-Policy', 'strict-origin-when-cross-origin')
    setDefault('Permissions-Policy', PERMISSIONS_POLICY)
    setDefault('Cross-Origin-Opener-Policy', 'same-origin')
    if (c.get('jsonAnswerHeaders') === tlsJson) setDefault('Strict-Transport-Security', HSTS_VALUE)
  }
}
