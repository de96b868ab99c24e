import { createFileRoute } from '@tanstack/react-router'
import { SecurityScreen } from '../features/settings/components/security-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/security')({
  loader: routeNamespaces('settings'),
  component: SecurityScreen,
})
