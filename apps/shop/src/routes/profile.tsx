import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../features/settings/components/profile-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/profile')({
  loader: routeNamespaces('settings', 'validation'),
  component: ProfileScreen,
})
