import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordScreen } from '../features/settings/components/change-password-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/passwords')({
  loader: routeNamespaces('settings', 'validation'),
  component: PasswordsRoute,
})

function PasswordsRoute() {
  return <ChangePasswordScreen titleKey="title.passwords" />
}
