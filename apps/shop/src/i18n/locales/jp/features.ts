import type { FeatureLoaders } from '../../namespaces'

/** This language's screen namespaces, each a chunk of its own (see i18n/load-strings.ts). */
export const loaders: FeatureLoaders = {
  catalog: () => import('./catalog'),
  product: () => import('./product'),
  account: () => import('./account'),
  me: () => import('./me'),
  orders: () => import('./orders'),
  chat: () => import('./chat'),
  wallet: () => import('./wallet'),
  cart: () => import('./cart'),
  validation: () => import('./validation'),
  notifications: () => import('./notifications'),
  content: () => import('./content'),
  settings: () => import('./settings'),
  titles: () => import('./titles'),
}
