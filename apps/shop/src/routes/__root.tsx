import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { guardNavigation } from '../app/guard'
import { RootLayout } from '../app/root-layout'
import type { RouterContext } from '../app/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  // shop-spec §4/§6: the guard runs before every navigation.
  beforeLoad: async ({ context, location }) => {
    const { services } = context
    const decision = await services.resolvingSession(() =>
      guardNavigation({ pathname: location.pathname, href: location.href }, services.session),
    )
    if (decision.type === 'allow') return
    if (decision.type === 'root') throw redirect({ to: '/' })
    // shop-spec §6/§8: /login remembering the target, with the login-needed notice (loginFirst)
    // on its form rather than a toast gone in 1.2 s (issue #46).
    throw redirect({
      to: '/login',
      search: decision.from
        ? { redirect: decision.from, ...(decision.notice ? { notice: decision.notice } : {}) }
        : {},
    })
  },
  component: RootLayout,
})
