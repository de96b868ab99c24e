import type { Resources } from '../i18n/namespaces'

/** shop-spec §2: every route has a title key (translated into the page title). */
export type TitleKey = `title.${keyof Resources['core']['title'] | keyof Resources['titles']['title']}`

/** Bottom navigation entries that have screens (shop-spec §2 suggests home, commodity, cart, order, me). */
export type TabKey = 'home' | 'commodity' | 'cart' | 'order' | 'me'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    titleKey?: TitleKey
    /** shop-spec §2: every page but product detail is kept alive (default true). */
    keepAlive?: boolean
    /** Shows the bottom navigation with this entry active. */
    tab?: TabKey
  }
}
