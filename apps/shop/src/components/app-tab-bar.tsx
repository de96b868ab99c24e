import { TabBar, type TabBarItem } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { TabKey } from '../lib/route-meta'
import { Icon } from './icon'

const TAB_HREF: Readonly<Record<TabKey, string>> = {
  home: '/home',
  commodity: '/products',
  cart: '/bag',
  order: '/order',
  me: '/filter',
}

/** shop-spec §2: the bottom navigation: home, commodity, cart, order and me. */
export function AppTabBar({ active, cartCount = null }: { active: TabKey; cartCount?: number | null }) {
  const { t } = useTranslation()
  const items: TabBarItem<TabKey>[] = [
    { key: 'home', label: t('nav.home'), icon: <Icon name="home" />, href: TAB_HREF.home },
    { key: 'commodity', label: t('nav.commodity'), icon: <Icon name="grid" />, href: TAB_HREF.commodity },
    {
      key: 'cart',
      label: t('nav.cart'),
      icon: <Icon name="cart" />,
      href: TAB_HREF.cart,
      // The cart badge (features/cart): the item count once known, hidden when empty.
      badge: cartCount ? cartCount : undefined,
      badgeLabel: cartCount ? t('nav.cartCount', { count: cartCount }) : undefined,
    },
    { key: 'order', label: t('nav.order'), icon: <Icon name="order" />, href: TAB_HREF.order },
    { key: 'me', label: t('nav.me'), icon: <Icon name="user" />, href: TAB_HREF.me },
  ]
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
