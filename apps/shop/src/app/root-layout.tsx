import { ToastHost } from '@crossmart/ui-kit'
import { rootRouteId, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AppTabBar } from '../components/app-tab-bar'
import { INTL_LOCALE, resolveLanguage } from '../i18n/languages'
import { useCartCount } from '../lib/cart-count/use-cart-count'
import { routeTitleKey, type TabKey, type TitleKey } from '../lib/route-meta'
import { isLoggedInAtom } from '../lib/session/session-atoms'
import { KeepAliveOutlet } from './keep-alive-outlet'
import { NavigationProgress } from './navigation-progress'

/** Issue #31: the unread badges' logic, a chunk of its own loaded for a signed-in shopper only. */
const UnreadBadges = lazy(() => import('./unread-badges'))

interface LeafMeta {
  titleKey: TitleKey
  tab: TabKey | undefined
}

/** The app shell: progress bar, kept-alive pages, bottom navigation, toasts, page title. */
export function RootLayout() {
  const { t, i18n } = useTranslation()
  const meta = useRouterState({
    select: (state): LeafMeta => {
      const leaf = state.matches[state.matches.length - 1]
      const notFound = !leaf || leaf.routeId === rootRouteId
      return {
        titleKey: notFound ? 'title.notFound' : routeTitleKey(leaf),
        tab: notFound ? undefined : leaf?.staticData?.tab,
      }
    },
    structuralSharing: true,
  })
  // shop-spec §2: a thin progress bar without a spinner during navigation.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' })
  const cartCount = useCartCount()
  const loggedIn = useAtomValue(isLoggedInAtom)

  // shop-spec §2: the page title comes from the route's title key, translated.
  const title = t(meta.titleKey)
  useEffect(() => {
    document.title = title
  }, [title])

  return (
    // A BCP 47 tag (ja, ko, th), not the app's language code (jp, kor, tai): issue #46.
    <div className={meta.tab ? 'app app--tabs' : 'app'} lang={INTL_LOCALE[resolveLanguage(i18n.language)]}>
      <NavigationProgress active={navigating} label={t('nav.loading')} />
      <KeepAliveOutlet />
      {meta.tab ? <AppTabBar active={meta.tab} cartCount={cartCount} /> : null}
      <ToastHost />
      {loggedIn ? (
        <Suspense fallback={null}>
          <UnreadBadges />
        </Suspense>
      ) : null}
    </div>
  )
}
