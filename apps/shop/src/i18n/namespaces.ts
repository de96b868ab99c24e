import type { strings as account } from './locales/en/account'
import type { strings as cart } from './locales/en/cart'
import type { strings as catalog } from './locales/en/catalog'
import type { strings as chat } from './locales/en/chat'
import type { strings as content } from './locales/en/content'
import type { strings as core } from './locales/en/core'
import type { strings as me } from './locales/en/me'
import type { strings as notifications } from './locales/en/notifications'
import type { strings as orders } from './locales/en/orders'
import type { strings as product } from './locales/en/product'
import type { strings as settings } from './locales/en/settings'
import type { strings as titles } from './locales/en/titles'
import type { strings as validation } from './locales/en/validation'
import type { strings as wallet } from './locales/en/wallet'

/**
 * i18next namespaces: `core` is always loaded (app shell, tab bar, the /home and not-found titles,
 * guard notice, the shop-spec §8 error catalogue, /home); every other one loads with the routes
 * whose screens use it (`routeNamespaces` in the route files, see namespace-loader.ts), `titles`
 * (every other page title) with every route but /home, so /home downloads only `core`.
 */
export const NAMESPACES = [
  'core',
  'catalog',
  'product',
  'account',
  'me',
  'chat',
  'wallet',
  'validation',
  'cart',
  'orders',
  'settings',
  'content',
  'notifications',
  'titles',
] as const

export type Namespace = (typeof NAMESPACES)[number]

/** The namespace every unprefixed key belongs to. */
export const CORE_NAMESPACE = 'core' satisfies Namespace

/** The page titles of every screen but /home and the not-found page: loaded by every other route. */
export const TITLES_NAMESPACE = 'titles' satisfies Namespace

/** The namespaces a screen loads on demand. */
export type FeatureNamespace = Exclude<Namespace, typeof CORE_NAMESPACE>

/** English is the source of every namespace's key set (i18next.d.ts types keys from it). */
export interface Resources {
  core: typeof core
  catalog: typeof catalog
  product: typeof product
  account: typeof account
  me: typeof me
  orders: typeof orders
  chat: typeof chat
  wallet: typeof wallet
  validation: typeof validation
  cart: typeof cart
  settings: typeof settings
  content: typeof content
  notifications: typeof notifications
  titles: typeof titles
}

/** The shape every language must have: same keys, string leaves. */
type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> }

/** One namespace's strings in any language. */
export type Strings<N extends Namespace> = Leaves<Resources[N]>

/** Some namespaces of one language. */
export type LanguageStrings = { [N in Namespace]?: Strings<N> }

/** One language's screen namespaces (locales/<language>/features.ts, used by load-strings.ts). */
export type FeatureLoaders = { readonly [N in FeatureNamespace]: () => Promise<{ strings: Strings<N> }> }
