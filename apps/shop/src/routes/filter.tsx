import { createFileRoute } from '@tanstack/react-router'
import { MeScreen } from '../features/me/components/me-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /filter is the "me" page (personal centre).
export const Route = createFileRoute('/filter')({
  staticData: { titleKey: 'title.filter', tab: 'me' },
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('me'),
  component: MeScreen,
})
