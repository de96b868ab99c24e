import { type ConsoleMe, consoleMe } from '@crossmart/api-client'
import { type RouterHistory, RouterProvider } from '@tanstack/react-router'
import type { i18n as I18n } from 'i18next'
import { createStore, Provider as JotaiProvider, useAtom } from 'jotai'
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { Failed, Loading } from '../components/states'
import { LoginScreen } from '../features/login/login-screen'
import { type ConsoleServices, ServicesProvider, useServices } from '../lib/services'
import { meAtom, themeAtom, tokenAtom } from '../lib/session'
import { publicPageOf } from './public-pages'
import { createConsoleRouter } from './router'

// Issue #48 "Merchants join": the guest's pages (apply, its status, the new owner's password), loaded
// only when one is opened.
const PublicPage = lazy(() => import('../features/merchant-apply/public-page'))

/** The whole console: services, strings, state, then login or the screens. */
export function App({
  services,
  i18n,
  history,
  store,
}: {
  services: ConsoleServices
  i18n: I18n
  history?: RouterHistory
  store?: ReturnType<typeof createStore>
}) {
  const jotai = useMemo(() => store ?? createStore(), [store])
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={jotai}>
          <Session history={history} />
        </JotaiProvider>
      </I18nextProvider>
    </ServicesProvider>
  )
}

type Bootstrap = { status: 'checking' } | { status: 'error'; error: unknown } | { status: 'done' }

function Session({ history }: { history: RouterHistory | undefined }) {
  const { api, tokenStore, themeStore } = useServices()
  const { t } = useTranslation()
  const [me, setMe] = useAtom(meAtom)
  const [token, setToken] = useAtom(tokenAtom)
  const [theme, setTheme] = useAtom(themeAtom)
  const [bootstrap, setBootstrap] = useState<Bootstrap>(() =>
    tokenStore.read() ? { status: 'checking' } : { status: 'done' },
  )
  const [attempt, setAttempt] = useState(0)
  const router = useMemo(() => createConsoleRouter(history), [history])

  // The device's choice (or the system's) before the first paint of the login or the console.
  useLayoutEffect(() => {
    setTheme(themeStore.read())
  }, [themeStore, setTheme])
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme
  }, [theme])

  // A stored token is checked once: still valid and still a console user, or back to login.
  useEffect(() => {
    const stored = tokenStore.read()
    if (!stored) return
    let alive = true
    setBootstrap({ status: 'checking' })
    api.call(consoleMe).then(
      (found: ConsoleMe) => {
        if (!alive) return
        setToken(stored)
        setMe(found)
        setBootstrap({ status: 'done' })
      },
      (error: unknown) => {
        if (!alive) return
        const unauthorized =
          (error as { code?: unknown }).code === 'UNAUTHORIZED' || (error as { code?: unknown }).code === 1003
        if (unauthorized) {
          tokenStore.write(null)
          setBootstrap({ status: 'done' })
        } else setBootstrap({ status: 'error', error })
      },
    )
    return () => {
      alive = false
    }
  }, [attempt])

  // Guests' pages answer whoever opens them, logged in or not (no session needed).
  const location = history?.location ?? window.location
  const publicPage = publicPageOf(location.pathname)
  if (publicPage)
    return (
      <Suspense fallback={<Loading />}>
        <PublicPage page={publicPage} search={location.search} />
      </Suspense>
    )
  if (bootstrap.status === 'checking') return <Loading />
  if (bootstrap.status === 'error')
    return <Failed error={bootstrap.error} onRetry={() => setAttempt((n) => n + 1)} />
  if (!token || !me) {
    return (
      <LoginScreen
        onLoggedIn={(newToken, who) => {
          setToken(newToken)
          setMe(who)
        }}
      />
    )
  }
  return (
    <RouterProvider
      router={router}
      context={{}}
      defaultPendingComponent={() => <p>{t('common.loading')}</p>}
    />
  )
}
