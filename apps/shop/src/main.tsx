import '@crossmart/ui-kit/styles.css'
import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRuntime } from './app/runtime'
import { createLanguageStorage } from './features/language/state/language-storage'
import { resolveLanguage } from './i18n/languages'
import { loadTranslation } from './i18n/load-translation'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// shop-spec §3: the stored language (default zh-CN). Its strings (a chunk of their own, English
// too) load before the first render, so no key or other language ever flashes; the fallback (en)
// is not loaded unless a key is missing (i18n/create-i18n.ts).
const language = resolveLanguage(createLanguageStorage(window.localStorage).read())
const translation = await loadTranslation(language)

// Same origin: the server serves the app and /api (Vite proxies /api in development).
const runtime = createAppRuntime({
  baseUrl: '',
  cookies: document,
  storage: window.localStorage,
  root: document.documentElement,
  translations: { [language]: translation },
})

createRoot(container).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
)
