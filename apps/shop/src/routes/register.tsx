import { createFileRoute } from '@tanstack/react-router'
import { safeRedirectTarget } from '../app/public-paths'
import { useKeptMatch } from '../app/use-kept-params'
import { RegisterScreen } from '../features/account/components/register-screen'
import type { AuthSearch } from './login'

export const Route = createFileRoute('/register')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: safeRedirectTarget(search['redirect']),
  }),
  staticData: { titleKey: 'title.register' },
  component: RegisterRoute,
})

function RegisterRoute() {
  const { search } = useKeptMatch<unknown, AuthSearch>(Route.id)
  return <RegisterScreen redirect={search.redirect} />
}
