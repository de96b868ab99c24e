import { createApiClient } from '@crossmart/api-client'
import { createImClient } from '@crossmart/im-sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import './styles/console.css'
import { createConsoleI18n, resolveConsoleLanguage } from './i18n/create-i18n'
import { createBrowserAlertDevice } from './lib/alert-device'
import { createAlertSettingsStore } from './lib/alert-settings'
import { createTokenStore } from './lib/services'
import { createThemeStore } from './lib/theme-store'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const LANGUAGE_KEY = 'console-language'
const i18n = await createConsoleI18n(
  resolveConsoleLanguage(window.localStorage.getItem(LANGUAGE_KEY) ?? navigator.language),
)
i18n.on('languageChanged', (lang) => {
  window.localStorage.setItem(LANGUAGE_KEY, lang)
  document.documentElement.lang = lang
})

const tokenStore = createTokenStore(window.localStorage)
// Same origin: the server serves the console under /console next to /api (Vite proxies in development).
const api = createApiClient({
  baseUrl: '',
  getToken: () => tokenStore.read(),
  getLang: () => i18n.language,
  onUnauthorized: () => {
    tokenStore.write(null)
    window.location.assign('/console/')
  },
})

createRoot(container).render(
  <StrictMode>
    <App
      services={{
        api,
        tokenStore,
        chat: { createClient: createImClient },
        location: window.location,
        alerts: createBrowserAlertDevice(window),
        alertSettings: createAlertSettingsStore(window.localStorage),
        themeStore: createThemeStore(
          window.localStorage,
          () => window.matchMedia('(prefers-color-scheme: dark)').matches,
        ),
      }}
      i18n={i18n}
    />
  </StrictMode>,
)
