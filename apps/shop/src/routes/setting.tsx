import { createFileRoute } from '@tanstack/react-router'
import { SettingScreen } from '../features/settings/components/setting-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/setting')({
  loader: routeNamespaces('settings', 'me'),
  component: SettingScreen,
})
