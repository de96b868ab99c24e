import '@crossmart/ui-kit/styles.css'
import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRuntime } from './app/runtime'
import { resolveLanguage } from './i18n/languages'
import { loadStrings } from './i18n/load-strings'
import { createLanguageStorage } from './lib/language/language-storage'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// shop-spec §3: the stored language (default zh-CN). Its core strings (a chunk of their own,
// English too: shell, titles, error catalogue, /home) load before the first render, so no key or
// other language ever flashes; a screen's namespace loads with its route, and the fallback (en)
// only when a key is missing (i18n/create-i18n.ts, i18n/namespace-loader.ts).
const language = resolveLanguage(createLanguageStorage(window.localStorage).read())
const core = await loadStrings(language, 'core')

// Same origin: the server serves the app and /api (Vite proxies /api in development).
const runtime = createAppRuntime({
  baseUrl: '',
  cookies: document,
  storage: window.localStorage,
  root: document.documentElement,
  themeRoot: document.documentElement,
  strings: { [language]: { core } },
})

createRoot(container).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
)
