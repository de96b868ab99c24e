import {
  ApiUnauthorizedError,
  ApiValidationError,
  createApiClient,
  type PageLocation,
} from '@crossmart/api-client'
import { createToastController } from '@crossmart/ui-kit'
import type { RouterHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import type { ChatSessionOptions } from '../features/chat/state/chat-session'
import { createLazyChatSession } from '../features/chat/state/lazy-chat-session'
import { createI18n } from '../i18n/create-i18n'
import { type Language, resolveLanguage } from '../i18n/languages'
import { loadStrings, type StringsLoader } from '../i18n/load-strings'
import { createNamespaceLoader } from '../i18n/namespace-loader'
import type { LanguageStrings } from '../i18n/namespaces'
import { createAppearanceService, type ThemeRoot } from '../lib/appearance/appearance'
import { errorMessage } from '../lib/error-message'
import type { FirstView } from '../lib/first-view/first-view'
import { languageSettingAtom } from '../lib/language/language-atoms'
import { writeLanguageCookie } from '../lib/language/language-cookie'
import { createLanguageService } from '../lib/language/language-service'
import { createLanguageStorage, type KeyValueStorage } from '../lib/language/language-storage'
import { LOGIN_PATH } from '../lib/public-paths'
import type { AppServices } from '../lib/services'
import { tokenAtom } from '../lib/session/session-atoms'
import { createSessionService } from '../lib/session/session-service'
import { type CookieDocument, createCookieTokenStorage } from '../lib/session/token-cookie'
import { type AppRouter, createAppRouter } from './router'

export interface AppRuntimeOptions {
  /** The API host; '' for the same origin (production: the server serves the app). */
  baseUrl: string
  cookies: CookieDocument
  storage: KeyValueStorage
  /** The browser's languages (navigator.languages): a first visit's language (issue #31). */
  browserLanguages?: readonly string[]
  history?: RouterHistory
  fetch?: typeof globalThis.fetch
  /** <html>, for its lang attribute. */
  root?: { lang: string }
  /** <html>, for the theme attribute of the chosen appearance (/setting). */
  themeRoot?: ThemeRoot
  /** Namespaces already loaded, per language (main.tsx loads the stored language's core first). */
  strings?: Partial<Record<Language, LanguageStrings>>
  /** Loads a namespace of a language: for a route, a language switch, or the fallback when a key is missing (lazy chunks by default). */
  loadStrings?: StringsLoader
  /** The chat session's collaborators (tests: the SDK's fake server, memory storage, an uploader). */
  chat?: Partial<Omit<ChatSessionOptions, 'store' | 'api' | 'uploadApi'>>
  /**
   * The first view's data (issue #26): recording on the server, replayed while the browser
   * hydrates the server's HTML (lib/first-view/first-view.ts).
   */
  firstView?: FirstView
  /** False on the server: a failed request shows no toast there (the browser asks again). */
  notifyErrors?: boolean
  /** The time now (tests: a clock they move; the payment page's countdown). Date.now by default. */
  now?: () => number
}

/** Where the page is, for the chat socket's address (outside a browser: nowhere in particular). */
function pageLocation(): PageLocation {
  return typeof window === 'undefined' ? { protocol: 'http:', host: 'localhost' } : window.location
}

export interface AppRuntime {
  services: AppServices
  router: AppRouter
}

export function createAppRuntime(options: AppRuntimeOptions): AppRuntime {
  return stageAppRuntime(options).finish()
}

/**
 * The runtime in two steps, for a start-up that yields between them (main.tsx): the services,
 * then the router over them (`finish`, once). Issue #26: as one task they blocked input for ~110 ms at 4x CPU
 * slowdown, the start-up's longest task after the entry chunk's own evaluation.
 */
export function stageAppRuntime(options: AppRuntimeOptions): { finish(): AppRuntime } {
  const store = createStore()
  const languageStorage = createLanguageStorage(options.storage, options.cookies, options.browserLanguages)
  const load = options.loadStrings ?? loadStrings
  const i18n = createI18n({
    language: resolveLanguage(languageStorage.read()),
    ...(options.strings ? { strings: options.strings } : {}),
    loadFallback: load,
  })
  const strings = createNamespaceLoader({ i18n, load })
  const toast = createToastController()
  let resolving = 0
  // Late-bound: the api client is created before the router that its 401 hook navigates.
  let router: AppRouter | null = null

  const notifyError = (error: unknown) => {
    const show = () => toast.fail(errorMessage(error, i18n))
    // shop-spec §5: a validation message lives in the `validation` namespace, which only forms
    // load with their route: load it first, so the toast shows the rule, not a generic message.
    if (error instanceof ApiValidationError && !strings.has('validation')) {
      strings.load(['validation']).then(show, show)
      return
    }
    show()
  }

  const getToken = () => store.get(tokenAtom)
  const getLang = () => store.get(languageSettingAtom)
  // shop-spec §4/§8: a 401 when logged in clears the session and goes to /login.
  const onUnauthorized = () => {
    session.clear()
    if (resolving > 0 || !router) return
    const current = router.state.location.pathname
    if (current !== LOGIN_PATH) void router.navigate({ to: LOGIN_PATH })
  }
  const notifyErrors = options.notifyErrors ?? true
  const client = createApiClient({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken,
    getLang,
    // A guest's catalogue in the chosen language too (api-client guest-language.ts).
    langQueryForGuests: true,
    onUnauthorized,
    // shop-spec §8: every failure shows a toast (request validation is shown by the form fields).
    onError: (error) => {
      if (!notifyErrors || error instanceof ApiValidationError) return
      if (error instanceof ApiUnauthorizedError && resolving > 0) return
      notifyError(error)
    },
  })

  const api = options.firstView ? options.firstView.wrap(client) : client

  const session = createSessionService({
    store,
    api,
    tokenStorage: createCookieTokenStorage(options.cookies),
  })
  const language = createLanguageService({
    store,
    storage: languageStorage,
    i18n,
    strings,
    ...(options.root ? { root: options.root } : {}),
  })
  const uploadApi = { baseUrl: options.baseUrl, getToken, getLang, onUnauthorized }
  const chat = createLazyChatSession({
    store,
    api,
    location: pageLocation(),
    uploadApi,
    ...options.chat,
  })
  const appearance = createAppearanceService({ store, storage: options.storage, root: options.themeRoot })
  session.restore()
  language.restore()
  // Issue #26: a language chosen before the cookie existed reaches the server from now on.
  writeLanguageCookie(options.cookies, languageStorage.read())
  appearance.restore()

  const services: AppServices = {
    store,
    api,
    session,
    language,
    appearance,
    toast,
    deviceStorage: options.storage,
    uploadApi,
    chat,
    i18n,
    strings,
    now: options.now ?? Date.now,
    notifyError,
    ...(options.firstView ? { firstView: options.firstView } : {}),
    async resolvingSession(work) {
      resolving += 1
      try {
        return await work()
      } finally {
        resolving -= 1
      }
    },
  }
  const finish = (): AppRuntime => {
    const created = createAppRouter({ services, ...(options.history ? { history: options.history } : {}) })
    router = created
    const firstView = options.firstView
    if (firstView) {
      // The server's answers describe the page it rendered: once the shopper goes elsewhere, every
      // screen (a product opened again too) asks for fresh data.
      // The first load (the page's own address) is not a navigation away from it.
      const served = created.state.location.href
      const stop = created.subscribe('onBeforeNavigate', (event) => {
        if (event.toLocation.href === served) return
        firstView.close()
        stop()
      })
    }
    return { services, router: created }
  }
  return { finish }
}
