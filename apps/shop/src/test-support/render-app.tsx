import { createMemoryHistory } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { App } from '../app/app'
import { type AppRuntimeOptions, createAppRuntime } from '../app/runtime'
import { LANGUAGE_STORAGE_KEY, type Language, resolveLanguage } from '../i18n/languages'
import { TOKEN_COOKIE_NAME } from '../lib/session/token-cookie'
import { STRINGS } from './all-strings'

/** A cookie jar with the document.cookie write semantics the app uses (name=value; attributes). */
export function createCookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ')
    },
    set cookie(value: string) {
      const [pair = '', ...attributes] = value.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const removed = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')
      if (removed) jar.delete(name)
      else jar.set(name, decodeURIComponent(pair.slice(eq + 1)))
    },
  }
}

export function createMemoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  }
}

export interface RenderAppOptions {
  baseUrl: string
  path: string
  token?: string
  lang?: string
  /** The chat session's collaborators (the SDK's fake server, memory storage, an uploader). */
  chat?: AppRuntimeOptions['chat']
  /** The app's clock (the payment page's countdown). */
  now?: () => number
}

/** Renders the whole app (router, guard, providers) at `path` against the given API. */
export async function renderApp({ baseUrl, path, token, lang = 'en', chat, now }: RenderAppOptions) {
  const cookies = createCookieJar(token ? { [TOKEN_COOKIE_NAME]: token } : {})
  const storage = createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: lang })
  const history = createMemoryHistory({ initialEntries: [path] })
  const language: Language = resolveLanguage(lang)
  const runtime = createAppRuntime({
    baseUrl,
    cookies,
    storage,
    history,
    // Like main.tsx: the stored language's core only; screens load their namespaces (lazy chunks).
    strings: { [language]: { core: STRINGS[language].core } },
    ...(chat ? { chat } : {}),
    ...(now ? { now } : {}),
  })
  let view: ReturnType<typeof render> | undefined
  await act(async () => {
    view = render(<App runtime={runtime} />)
  })
  return { ...(view as ReturnType<typeof render>), runtime, cookies, storage, history }
}

/** The current path and search of the app. */
export function locationOf(runtime: { router: { state: { location: { href: string } } } }): string {
  return runtime.router.state.location.href
}
