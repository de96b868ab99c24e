import { createFileRoute } from '@tanstack/react-router'
import { ComplaintScreen } from '../features/orders/components/complaint-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/platformComplaint')({
  loader: routeNamespaces('orders', 'validation'),
  component: PlatformComplaintRoute,
})

function PlatformComplaintRoute() {
  return <ComplaintScreen orderId={undefined} platform />
}
