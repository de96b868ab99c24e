import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { LoginScreen } from '../features/account/components/login-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { safeRedirectTarget } from '../lib/public-paths'

export interface AuthSearch {
  /** The page to come back to after login (shop-spec §6). */
  redirect?: string | undefined
  /** Sent here from a page that needs a login: the loginFirst notice shows on the form (issue #46). */
  notice?: 'loginFirst' | undefined
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: safeRedirectTarget(search['redirect']),
    ...(search['notice'] === 'loginFirst' ? { notice: 'loginFirst' as const } : {}),
  }),
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('account', 'validation'),
  component: LoginRoute,
})

function LoginRoute() {
  const { search } = useKeptMatch<unknown, AuthSearch>(Route.id)
  return <LoginScreen redirect={search.redirect} loginFirst={search.notice === 'loginFirst'} />
}
