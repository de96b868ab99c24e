import { userLogout } from '@crossmart/api-client'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertSettingsMenu, InboxNavLabel } from '../features/inbox/alerts/alert-settings-menu'
import { inboxCountsAtom } from '../features/inbox/alerts/alert-state'
import { AttentionKeeper } from '../features/inbox/alerts/attention-keeper'
import { TeamNotesNavLabel } from '../features/team-notes/team-notes-screen'
import { CONSOLE_LANGUAGES } from '../i18n/create-i18n'
import { ChatClientProvider } from '../lib/chat-client'
import { useServices } from '../lib/services'
import { meAtom, themeAtom, tokenAtom } from '../lib/session'
import { ToastProvider } from '../lib/toast'

/**
 * The frame around every screen: navigation by role (Team notes with its undone mentions), language,
 * theme and logout; the one chat client of the session lives here.
 */
export function Shell() {
  const { t, i18n } = useTranslation()
  const { api, tokenStore, themeStore } = useServices()
  const me = useAtomValue(meAtom)
  const setMe = useSetAtom(meAtom)
  const setToken = useSetAtom(tokenAtom)
  const [theme, setTheme] = useAtom(themeAtom)
  const counts = useAtomValue(inboxCountsAtom)
  // Issue #29: on a phone the sections and settings fold behind a Menu button (one header row).
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (pathname) setMenuOpen(false)
  }, [pathname])
  if (!me) return null
  // Issue #42: a shop's money is shown to its owner only; operators see the platform's.
  const finance = me.shopRole === 'owner' ? (['finance'] as const) : []
  // Issue #48: a shop's products are its owner's and managers'.
  const products = me.shopRole === 'owner' || me.shopRole === 'manager' ? (['products'] as const) : []
  const links =
    me.role === 'operator'
      ? ([
          'inbox',
          'teamNotes',
          'labels',
          'recharges',
          'withdrawals',
          'money',
          // Issue #48 "Merchants join": the application queue and the shops (suspension).
          'applications',
          'shops',
          'catalogue',
          'complaints',
          'auditLog',
          'reports',
          'status',
        ] as const)
      : me.shopId === null
        ? (['inbox', 'teamNotes', 'quickReplies', 'queueSettings', 'labels', 'reports'] as const)
        : ([
            'inbox',
            'teamNotes',
            'orders',
            ...products,
            ...finance,
            'quickReplies',
            'queueSettings',
            'labels',
            'reports',
          ] as const)
  const paths = {
    inbox: '/inbox',
    teamNotes: '/team-notes',
    orders: '/orders',
    quickReplies: '/quick-replies',
    queueSettings: '/queue-settings',
    labels: '/labels',
    reports: '/reports',
    recharges: '/recharges',
    withdrawals: '/withdrawals',
    complaints: '/complaints',
    auditLog: '/audit-log',
    status: '/status',
    finance: '/finance',
    money: '/money',
    products: '/products',
    applications: '/applications',
    shops: '/shops',
    catalogue: '/catalogue',
  } as const
  const logout = async () => {
    await api.call(userLogout).catch(() => undefined)
    tokenStore.write(null)
    setToken(null)
    setMe(null)
  }
  return (
    <ChatClientProvider>
      <AttentionKeeper me={me} />
      <ToastProvider>
        <div className="shell">
          <header className={menuOpen ? 'topbar topbar--open' : 'topbar'}>
            <strong className="brand">{t('app.name')}</strong>
            <button
              type="button"
              className="topbar__toggle"
              aria-expanded={menuOpen}
              aria-controls="console-menu"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {menuOpen ? t('menu.close') : t('menu.open')}
            </button>
            <div className="topbar__menu" id="console-menu">
              <nav aria-label={t('nav.label')}>
                {links.map((link) => (
                  <Link
                    key={link}
                    to={paths[link]}
                    activeProps={{ className: 'active', 'aria-current': 'page' }}
                  >
                    {link === 'inbox' ? (
                      <InboxNavLabel label={t('nav.inbox')} unread={counts?.unreadMessages ?? 0} />
                    ) : link === 'teamNotes' ? (
                      <TeamNotesNavLabel />
                    ) : link === 'queueSettings' ? (
                      t('queue.settings.nav')
                    ) : link === 'labels' ? (
                      t('labels.nav')
                    ) : link === 'reports' ? (
                      t('satisfaction.reportsNav')
                    ) : link === 'products' ? (
                      t('products.nav')
                    ) : link === 'applications' || link === 'shops' ? (
                      t(`merchants.nav_${link}`)
                    ) : link === 'catalogue' ? (
                      t('catalogue.nav')
                    ) : (
                      t(`nav.${link}`)
                    )}
                  </Link>
                ))}
              </nav>
              <span className="topbar__me small">
                {me.displayName} ·{' '}
                {me.shopName ?? t(me.role === 'operator' ? 'app.operator' : 'app.platformService')}
              </span>
              <AlertSettingsMenu />
              <label className="sr-only" htmlFor="console-language">
                {t('app.language')}
              </label>
              <select
                id="console-language"
                value={i18n.language}
                onChange={(e) => void i18n.changeLanguage(e.target.value)}
              >
                {CONSOLE_LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`languages.${lang}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => {
                  const next = theme === 'dark' ? 'light' : 'dark'
                  setTheme(next)
                  themeStore.write(next)
                }}
                aria-pressed={theme === 'dark'}
              >
                {theme === 'dark' ? t('app.lightTheme') : t('app.darkTheme')}
              </button>
              <button type="button" onClick={() => void logout()}>
                {t('app.logout')}
              </button>
            </div>
          </header>
          <main className="shell__main">
            <Outlet />
          </main>
        </div>
      </ToastProvider>
    </ChatClientProvider>
  )
}
