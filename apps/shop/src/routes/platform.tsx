import { createFileRoute } from '@tanstack/react-router'
import { PlatformScreen } from '../features/content/components/platform-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/platform')({
  loader: routeNamespaces('content'),
  component: PlatformScreen,
})
