import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../../http/app-env'
import type { Logger } from '../../http/logger'
import { firstViewLanguage } from './first-view-language'
import { firstViewPage } from './first-view-page'
import type { ShopRenderer } from './shop-renderer'

/** shop-spec §3: the shopper's login token (apps/shop lib/session/token-cookie.ts). */
const TOKEN_COOKIE = 'Admin-Token'
/** shop README "Languages": localStorage.Lang mirrored for the server (issue #26). */
const LANG_COOKIE = 'Lang'
/** The api as the page's requests see it; answered in-process, never over the network. */
const IN_PROCESS_ORIGIN = 'http://first-view.internal'

/** The page with its first view rendered, or null: serve index.html and let the browser render. */
export type FirstViewHandler = (
  c: Context<AppEnv>,
  template: string,
) => Promise<ReadableStream<Uint8Array> | null>

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
    const env = c.env
    const fetch: typeof globalThis.fetch = async (input, init) =>
      appFetch(input instanceof Request ? input : new Request(input, init), env)
    const url = new URL(c.req.url)
    try {
      const view = await renderer.renderFirstView({
        url: url.pathname + url.search,
        lang: firstViewLanguage(getCookie(c, LANG_COOKIE), c.req.header('accept-language')),
        apiBaseUrl: IN_PROCESS_ORIGIN,
        fetch,
        onError: (error) =>
          logger.warn('first view: render error', { path: url.pathname, error: String(error) }),
      })
      return view ? firstViewPage(template, view, renderer) : null
    } catch (error) {
      // The page still works: the browser renders it, as it did before server rendering.
      logger.warn('first view: not rendered', { path: url.pathname, error: String(error) })
      return null
    }
  }
}
