import type { Resources } from '../i18n/namespaces'

/** shop-spec §2: every route has a title key (translated into the page title). */
export type TitleKey = `title.${keyof Resources['core']['title'] | keyof Resources['titles']['title']}`

/**
 * A route's title key: `title.<first path segment>` (/bag -> title.bag, /detail/{-$product}/{-$mer}
 * -> title.detail), or the one its `staticData.titleKey` names (the root path's title.home).
 * Derived rather than written in each route file: every route definition is on /home's download,
 * and 46 `titleKey`s that repeat the path cost 0.2 KB gz there. `app/route-titles.test.ts` checks that
 * every route's key has a title in every language.
 */
export function routeTitleKey(route: { fullPath: string; staticData?: { titleKey?: TitleKey } }): TitleKey {
  return route.staticData?.titleKey ?? (`title.${route.fullPath.split('/')[1] ?? ''}` as TitleKey)
}

/** Bottom navigation entries that have screens (shop-spec §2 suggests home, commodity, cart, order, me). */
export type TabKey = 'home' | 'commodity' | 'cart' | 'order' | 'me'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Only where the first path segment does not name it (see `routeTitleKey`). */
    titleKey?: TitleKey
    /** shop-spec §2: every page but product detail is kept alive (default true). */
    keepAlive?: boolean
    /** Shows the bottom navigation with this entry active. */
    tab?: TabKey
  }
}
