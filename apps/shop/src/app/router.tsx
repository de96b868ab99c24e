import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { AppServices } from '../lib/services'
import { routeTree } from '../routeTree.gen'

export interface CreateAppRouterOptions {
  services: AppServices
  history?: RouterHistory
}

export function createAppRouter({ services, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { services },
    ...(history ? { history } : {}),
    // No preloading: the guard (root beforeLoad) shows a notice, which must not happen on hover.
    defaultPreload: false,
    // The app keeps pages alive and scrolls each page's own area (see keep-alive-outlet.tsx).
    scrollRestoration: false,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
