import '@crossmart/ui-kit/styles.css'
import './styles/app.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { stageAppRuntime } from './app/runtime'
import { resolveLanguage } from './i18n/languages'
import { loadStrings } from './i18n/load-strings'
import { createFirstView } from './lib/first-view/first-view'
import { readFirstViewState } from './lib/first-view/first-view-state'
import { createLanguageStorage } from './lib/language/language-storage'
import { yieldToMain } from './lib/yield-to-main'

const container = document.getElementById('root')
// Short: every byte of this file counts against the /home budget (scripts/perf-budget.ts).
if (!container) throw new Error('no #root')

// No top-level await: a chunk loaded on the way (a route's strings or code) may import from this
// entry's chunk, and a dynamic import of a module whose graph is still evaluating waits for it, so
// awaiting the router here would wait for itself (server-rendered /login, /search, /detail never
// hydrated; /home has no route loader and did).
async function start(mount: HTMLElement): Promise<void> {
  // shop-spec §3: the stored language (default zh-CN; on a first visit the browser's when it is one of
  // the five, issue #31). Its core strings (a chunk of their own,
  // English too: shell, titles, error catalogue, /home) load before the first render, so no key or
  // other language ever flashes; a screen's namespace loads with its route, and the fallback (en)
  // only when a key is missing (i18n/create-i18n.ts, i18n/namespace-loader.ts).
  const browserLanguages = navigator.languages ?? [navigator.language]
  const stored = createLanguageStorage(window.localStorage, undefined, browserLanguages).read()
  const language = resolveLanguage(stored)

  // Issue #26: the server rendered this page's first view (entry-server.tsx) when the page carries its
  // data; it is hydrated when the server rendered in the language stored here (the `Lang` cookie
  // mirrors localStorage, but a cookie can be cleared on its own), else rendered again in the browser.
  // A served page carries the core strings it was rendered with: no chunk to fetch before hydrating.
  const served = readFirstViewState(document)
  const hydrate = served !== null && served.lang === stored
  const core = (hydrate ? served.core : undefined) ?? (await loadStrings(language, 'core'))
  // Issue #26: the chunk's evaluation, the runtime's services, its router, the first route load and
  // hydration each in a task of its own (one task of them all blocked input for 270 ms at 4x CPU
  // slowdown).
  await yieldToMain()

  // Same origin: the server serves the app and /api (Vite proxies /api in development).
  const staged = stageAppRuntime({
    baseUrl: '',
    cookies: document,
    storage: window.localStorage,
    browserLanguages,
    root: document.documentElement,
    themeRoot: document.documentElement,
    strings: { [language]: { core } },
    ...(hydrate ? { firstView: createFirstView('replay', served.data) } : {}),
  })
  await yieldToMain()
  const runtime = staged.finish()

  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  )
  if (hydrate) {
    // The same matches, strings and screen code as the server had, before React compares markup.
    await yieldToMain()
    await runtime.router.load()
    await yieldToMain()
    // What TanStack's own hydration (RouterClient) marks: the router renders its matches without the
    // Suspense wrapper it adds for a client-only start, as it did on the server (Matches.tsx).
    runtime.router.ssr = { manifest: undefined }
    // Issue #26: hydration as a transition, not at the default (blocking) priority. React then renders
    // it in slices and yields to the browser between them (a click or a paint is never kept waiting
    // behind the whole page), where a default-priority hydrateRoot renders everything outside a
    // Suspense boundary in one task (the shell with its tab bar: 0.3-1 s at 4x CPU slowdown,
    // scripts/main-thread-profile.ts). The markup is the server's until then, so nothing is shown
    // later; an input on a part not yet hydrated still hydrates that part first (selective hydration).
    startTransition(() => {
      hydrateRoot(mount, app)
    })
  } else {
    mount.replaceChildren()
    createRoot(mount).render(app)
  }
  // The HTTP library loads with the first API call (api-client), which a first view's data spares
  // /home: it is asked for when the shopper first touches or types (a tap or a scroll that needs the
  // api is about to follow), not as part of the page.
  const warm = () => {
    void runtime.services.api.warm()
    for (const type of WARM_UP_EVENTS) window.removeEventListener(type, warm, true)
  }
  for (const type of WARM_UP_EVENTS) window.addEventListener(type, warm, { capture: true, passive: true })
}

const WARM_UP_EVENTS = ['pointerdown', 'keydown'] as const

void start(container)
