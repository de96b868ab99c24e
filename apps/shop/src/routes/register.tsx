import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { RegisterScreen } from '../features/account/components/register-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { safeRedirectTarget } from '../lib/public-paths'
import type { AuthSearch } from './login'

export const Route = createFileRoute('/register')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: safeRedirectTarget(search['redirect']),
  }),
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('account', 'validation'),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { search } = useKeptMatch<unknown, AuthSearch>(Route.id)
  return <RegisterScreen redirect={search.redirect} />
}
