import type { AppServices } from '../lib/services'

/**
 * What every route's `beforeLoad` and loader receive. In a module of its own so the root route can
 * name it without importing the router, which imports the generated route tree, which imports the
 * root route: a type cycle (issue #26).
 */
export interface RouterContext {
  services: AppServices
}
