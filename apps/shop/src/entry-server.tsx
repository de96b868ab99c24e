import { createMemoryHistory, rootRouteId } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { App } from './app/app'
import { guardNavigation } from './app/guard'
import { createAppRuntime } from './app/runtime'
import { INTL_LOCALE, LANGUAGE_STORAGE_KEY, type Language, resolveLanguage } from './i18n/languages'
import { loadStrings } from './i18n/load-strings'
import { createFirstView } from './lib/first-view/first-view'
import { type FirstViewState, firstViewStateScript } from './lib/first-view/first-view-state'
import { routeTitleKey } from './lib/route-meta'
import { LOGIN_NOTICE_SET_COOKIE } from './lib/session/login-notice-cookie'

/**
 * The shop's server entry (issue #26), built by `vite build --ssr` into dist-ssr/ and imported by
 * apps/server at start (features/first-view/ssr-renderer.ts). It renders the first view of a page a
 * guest may open, route-level and generic: the router runs the guard and the loaders (strings) as in
 * the browser, the screens' data comes from their own requests (lib/first-view/first-view.ts), and
 * a page the router redirects, does not find or cannot render is left to the browser (null).
 */
export interface FirstViewRequest {
  /** Path and search, as the browser asked (`/detail/1/1?x=1`). */
  url: string
  /** The `Lang` cookie (shop README "Languages"), or on a first visit the language negotiated from
   * Accept-Language (issue #31); null when neither names one of the five: zh-CN. */
  lang: string | null
  /** Where the api is (the server itself); the page's own requests go to the same paths. */
  apiBaseUrl: string
  fetch: typeof globalThis.fetch
  /** The CSP nonce of this answer, for any script React writes into the stream. */
  nonce?: string
  /** Render passes at most: each one renders what the last one's answers revealed. */
  maxPasses?: number
  onError?: (error: unknown) => void
}

export interface FirstViewResult {
  /** <html lang>: the BCP 47 tag of the language rendered. */
  htmlLang: string
  title: string
  /** The markup of #root, streamed. */
  body: ReadableStream<Uint8Array>
  /** For the page's JSON data block, which main.tsx reads before it hydrates. */
  state: FirstViewState
}

export { type FirstViewState, firstViewStateScript }

/** Where the server sends a guest instead of rendering: the guard's own decision, as an HTTP redirect. */
export interface GuestRedirect {
  /** Path and search of /login, remembering the page asked for. */
  location: string
  /** The loginFirst notice for /login to show (lib/session/login-notice-cookie.ts). */
  setCookie: string
}

/** A guest has no session: the guard never reaches the session's other methods. */
const GUEST_SESSION = {
  hasToken: () => false,
  hasUserInfo: () => false,
  loadUserInfo: () => Promise.reject(new Error('a guest has no user info')),
  logout: () => Promise.resolve(),
  clear: () => {},
}

/**
 * shop-spec §6 on the server (issue #26): a guest asking for a protected page (/products, /popular)
 * goes to /login at once, by the guard the browser runs, instead of an empty page whose script then
 * redirects. Null for a page a guest may open.
 */
export async function guestRedirect(url: string): Promise<GuestRedirect | null> {
  const target = new URL(url, 'http://first-view.internal')
  const href = target.pathname + target.search
  const decision = await guardNavigation({ pathname: target.pathname, href }, GUEST_SESSION)
  if (decision.type !== 'login') return null
  const search = decision.from ? `?${new URLSearchParams({ redirect: decision.from })}` : ''
  return { location: `/login${search}`, setCookie: LOGIN_NOTICE_SET_COOKIE }
}

/** The slice of localStorage and document.cookie a server-side runtime sees: a guest's. */
function memoryStorage(lang: string) {
  const values = new Map([[LANGUAGE_STORAGE_KEY, lang]])
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

export async function renderFirstView(request: FirstViewRequest): Promise<FirstViewResult | null> {
  const stored = request.lang ?? 'zh-CN'
  const language: Language = resolveLanguage(stored)
  const firstView = createFirstView('record')
  const core = await loadStrings(language, 'core')
  const runtime = createAppRuntime({
    baseUrl: request.apiBaseUrl,
    fetch: request.fetch,
    cookies: { cookie: '' },
    storage: memoryStorage(stored),
    history: createMemoryHistory({ initialEntries: [request.url] }),
    strings: { [language]: { core } },
    firstView,
    notifyErrors: false,
  })
  const { router, services } = runtime
  await router.load()
  const state = router.state
  const leaf = state.matches[state.matches.length - 1]
  // A redirect (the guard's /login, / to /home), a missing page or a failed loader: the browser's.
  if (!leaf || leaf.routeId === rootRouteId) return null
  if (state.matches.some((match) => match.status !== 'success')) return null

  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  )
  let failed = false
  const options = {
    ...(request.nonce ? { nonce: request.nonce } : {}),
    // The page is whole before it is sent (allReady below): every boundary inline in the markup.
    // React outlines a boundary larger than this into a segment revealed by an inline script, which
    // the CSP (script-src 'self') rightly blocks.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      failed = true
      request.onError?.(error)
    },
  }
  const maxPasses = request.maxPasses ?? 4
  for (let pass = 1; ; pass++) {
    const body = await renderToReadableStream(app, options)
    // Every lazy screen and boundary resolved: the page is whole, with no fallback in it.
    await body.allReady
    if (failed) {
      await body.cancel()
      return null
    }
    if (!firstView.hasPending() || pass >= maxPasses) {
      return {
        htmlLang: INTL_LOCALE[language],
        title: services.i18n.t(routeTitleKey(leaf)),
        body,
        state: { lang: stored, data: firstView.dehydrate(), core },
      }
    }
    await body.cancel()
    await firstView.settle()
  }
}
