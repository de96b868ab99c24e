import type { ApiClient, ApiClientOptions } from '@crossmart/api-client'
import type { ToastController } from '@crossmart/ui-kit'
import type { i18n } from 'i18next'
import type { Store } from 'jotai'
import { createContext, useContext } from 'react'
import type { NamespaceLoader } from '../i18n/namespace-loader'
import type { AppearanceService } from './appearance/appearance'
import type { FirstView } from './first-view/first-view'
import type { LanguageService } from './language/language-service'
import type { KeyValueStorage } from './language/language-storage'
import type { SessionService } from './session/session-service'

/**
 * Everything the screens and the guard use, created once per app by `app/runtime.ts` (no
 * module-level state). It lives in the shared layer so features can use it without importing the
 * app shell. A feature's own service is declared by the feature, which merges it into this
 * interface (`chat`: features/chat/state/chat-session.ts), so this layer imports no feature.
 */
export interface AppServices {
  store: Store
  api: ApiClient
  session: SessionService
  language: LanguageService
  /** Light, dark or the system's (/setting). */
  appearance: AppearanceService
  toast: ToastController
  /** The device's local storage (what a feature keeps on the device, e.g. recent searches). */
  deviceStorage: KeyValueStorage
  /**
   * What an upload with progress events needs to build its own api client over XMLHttpRequest
   * (fetch has no upload progress): the same host, token, Lang and 401 handling as `api`.
   */
  uploadApi: Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'getLang' | 'onUnauthorized'>
  i18n: i18n
  /** The time now, in ms since the epoch (tests set it: the payment page's countdown). */
  now(): number
  /** Loads the namespaces the screens need (route loaders, useStrings, language switch). */
  strings: NamespaceLoader
  /** Shows the failure toast of shop-spec §8 for an error. */
  notifyError(error: unknown): void
  /**
   * The data the server rendered the first view with (issue #26): read by `useRequest` and
   * `usePagedList` while the page is hydrated, closed at the first navigation. Absent otherwise.
   */
  firstView?: FirstView
  /** While the guard resolves the session it owns the redirect, so a 401 does not navigate too. */
  resolvingSession<T>(work: () => Promise<T>): Promise<T>
}

export const ServicesContext = createContext<AppServices | null>(null)

/** The app's services (api, session, toast, ...), provided once at the root. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices: no <ServicesContext.Provider> above this component')
  return services
}

export function useApi() {
  return useServices().api
}
