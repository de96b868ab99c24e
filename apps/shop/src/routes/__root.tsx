import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { guardNavigation } from '../app/guard'
import { RootLayout } from '../app/root-layout'
import type { RouterContext } from '../app/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  // shop-spec §4/§6: the guard runs before every navigation.
  beforeLoad: async ({ context, location, preload }) => {
    const { services } = context
    const decision = await services.resolvingSession(() =>
      guardNavigation({ pathname: location.pathname, href: location.href }, services.session),
    )
    if (decision.type === 'allow') return
    if (decision.type === 'root') throw redirect({ to: '/' })
    // shop-spec §6/§8: the login-needed notice (loginFirst), then /login remembering the target.
    if (decision.notice && !preload) services.toast.show(services.i18n.t('guard.loginFirst'))
    throw redirect({ to: '/login', search: decision.from ? { redirect: decision.from } : {} })
  },
  component: RootLayout,
})
