import { createFileRoute } from '@tanstack/react-router'
import { MyComplaintsScreen } from '../features/orders/components/my-complaints-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// Issue #31: the shopper's complaints (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/complaints')({
  loader: routeNamespaces('orders'),
  component: MyComplaintsScreen,
})
