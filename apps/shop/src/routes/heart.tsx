import { createFileRoute } from '@tanstack/react-router'
import { FollowedShopsScreen } from '../features/follows/components/followed-shops-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/heart')({
  loader: routeNamespaces('content'),
  component: FollowedShopsScreen,
})
