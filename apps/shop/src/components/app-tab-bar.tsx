import { TabBar, type TabBarItem } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import type { TabKey } from '../lib/route-meta'
import { unreadChatAtom, unreadNotificationsAtom } from '../lib/unread-badges/unread-badges-atom'
import { ShellIcon, type ShellIconName } from './shell-icon'

/** shop-spec §2: the bottom navigation's entries, in order: where each goes and its icon. */
const TABS: readonly { key: TabKey; href: string; icon: ShellIconName }[] = [
  { key: 'home', href: '/home', icon: 'home' },
  { key: 'commodity', href: '/products', icon: 'grid' },
  { key: 'cart', href: '/bag', icon: 'cart' },
  { key: 'order', href: '/order', icon: 'order' },
  { key: 'me', href: '/filter', icon: 'user' },
]

/**
 * The bottom navigation; badges, hidden at zero: the cart entry carries the cart's item count, the
 * Me entry the unread chat messages and notifications (issue #31; the chat is reached from Me).
 */
export function AppTabBar({ active, cartCount = null }: { active: TabKey; cartCount?: number | null }) {
  const { t } = useTranslation()
  const unread = useAtomValue(unreadChatAtom) + useAtomValue(unreadNotificationsAtom)
  const badges: Partial<Record<TabKey, number | null>> = { cart: cartCount, me: unread }
  const items: TabBarItem<TabKey>[] = TABS.map(({ key, href, icon }) => {
    const badge = badges[key] || undefined
    return {
      key,
      label: t(`nav.${key}`),
      icon: <ShellIcon name={icon} />,
      href,
      ...(badge
        ? { badge, badgeLabel: t(key === 'me' ? 'nav.unread' : 'nav.cartCount', { count: badge }) }
        : {}),
    }
  })
  return (
    <TabBar
      items={items}
      activeKey={active}
      label={t('nav.tabs')}
      renderLink={({ href, className, children, ...rest }) => (
        <Link to={href} className={className} aria-current={rest['aria-current']} onClick={rest.onClick}>
          {children}
        </Link>
      )}
    />
  )
}
