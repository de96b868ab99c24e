import { TabBar, type TabBarItem } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { TabKey } from '../lib/route-meta'
import { ShellIcon, type ShellIconName } from './shell-icon'

/** shop-spec §2: the bottom navigation's entries, in order: where each goes and its icon. */
const TABS: readonly { key: TabKey; href: string; icon: ShellIconName }[] = [
  { key: 'home', href: '/home', icon: 'home' },
  { key: 'commodity', href: '/products', icon: 'grid' },
  { key: 'cart', href: '/bag', icon: 'cart' },
  { key: 'order', href: '/order', icon: 'order' },
  { key: 'me', href: '/filter', icon: 'user' },
]

/** The bottom navigation; the cart entry carries the cart badge (the item count once known, hidden when empty). */
export function AppTabBar({ active, cartCount = null }: { active: TabKey; cartCount?: number | null }) {
  const { t } = useTranslation()
  const badge = cartCount || undefined
  const items: TabBarItem<TabKey>[] = TABS.map(({ key, href, icon }) => ({
    key,
    label: t(`nav.${key}`),
    icon: <ShellIcon name={icon} />,
    href,
    ...(key === 'cart'
      ? { badge, badgeLabel: badge ? t('nav.cartCount', { count: badge }) : undefined }
      : {}),
  }))
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
