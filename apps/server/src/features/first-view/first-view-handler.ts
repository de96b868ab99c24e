import { API_CODE } from '@crossmart/api-client'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../http/app-env'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'
import { firstViewLanguage } from './first-view-language'
import { firstViewPage } from './first-view-page'
import { namesMalformedId } from './page-ids'
import type { GuestRedirect, ShopRenderer } from './shop-renderer'

/** shop-spec §3: the shopper's login token (apps/shop lib/session/token-cookie.ts). */
const TOKEN_COOKIE = 'Admin-Token'
/** shop README "Languages": localStorage.Lang mirrored for the server (issue #26). */
const LANG_COOKIE = 'Lang'
/** The api as the page's requests see it; answered in-process, never over the network. */
const IN_PROCESS_ORIGIN = 'http://first-view.internal'

/**
 * A rendered page and its HTTP status (404 when its data does not exist: a removed product), or
 * the guard's redirect of a guest from a protected page.
 */
export type FirstViewAnswer =
  | { body: ReadableStream<Uint8Array>; status: 200 | 404 }
  | { redirect: GuestRedirect }

/** The page with its first view rendered, or null: serve index.html and let the browser render. */
export type FirstViewHandler = (c: Context<AppEnv>, template: string) => Promise<FirstViewAnswer | null>

/**
 * Whether an in-process answer is the api's "not found" envelope (shop-spec §8 code 1002). The
 * pages' first-view requests are reads of what the URL names (a product, a shop); lists answer
 * empty, never "not found", so such an answer means the page's subject is missing (issue #31:
 * a search engine or link checker must not index a missing product as a page).
 */
async function answersNotFound(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('application/json')) return false
  try {
    const envelope = (await response.clone().json()) as { code?: unknown }
    return envelope.code === API_CODE.notFound
  } catch {
    return false
  }
}

export interface FirstViewHandlerOptions {
  renderer: ShopRenderer
  /** The app itself: the screens' requests go through every middleware, as the browser's would. */
  appFetch: (request: Request, env: unknown) => Response | Promise<Response>
  logger: Logger
}

/**
 * Server rendering of the shop's first view (issue #26), for a guest: a logged-in shopper's page
 * depends on the session (guard, cart badge, favourites), which the browser renders as before. The
 * screens' requests are answered by the app in-process, with the original request's connection
 * (same client address for the rate limit), so the data is what the browser would have fetched.
 */
export function createFirstViewHandler({
  renderer,
  appFetch,
  logger,
}: FirstViewHandlerOptions): FirstViewHandler {
  return async (c, template) => {
    if (getCookie(c, TOKEN_COOKIE)) return null
    const url = new URL(c.req.url)
    const redirect = await renderer.guestRedirect(url.pathname + url.search).catch(() => null)
    if (redirect) return { redirect }
    const env = c.env
    // A page whose path names a malformed id has no subject either (issue #45): a 404, rendered.
    let subjectMissing = namesMalformedId(url.pathname)
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await appFetch(input instanceof Request ? input : new Request(input, init), env)
      if (await answersNotFound(response)) subjectMissing = true
      return response
    }
    try {
      const view = await renderer.renderFirstView({
        url: url.pathname + url.search,
        lang: firstViewLanguage(getCookie(c, LANG_COOKIE), c.req.header('accept-language')),
        apiBaseUrl: IN_PROCESS_ORIGIN,
        fetch,
        onError: (error) =>
          logger.warn('first view: render error', { path: url.pathname, error: errorText(error) }),
      })
      const body = view ? firstViewPage(template, view, renderer) : null
      return body ? { body, status: subjectMissing ? 404 : 200 } : null
    } catch (error) {
      // The page still works: the browser renders it, as it did before server rendering.
      logger.warn('first view: not rendered', { path: url.pathname, error: errorText(error) })
      return null
    }
  }
}
