import { createFileRoute } from '@tanstack/react-router'
import { PopularScreen } from '../features/catalog/components/popular-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/popular')({
  // Its title loads with it (the router waits for it).
  loader: routeNamespaces(),
  component: PopularScreen,
})
