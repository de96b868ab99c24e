import { createFileRoute } from '@tanstack/react-router'
import { ExploreScreen } from '../features/catalog/components/explore-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/explore')({
  // Its title loads with it (the router waits for it).
  loader: routeNamespaces(),
  component: ExploreScreen,
})
