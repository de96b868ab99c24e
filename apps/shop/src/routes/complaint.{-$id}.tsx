import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ComplaintScreen } from '../features/orders/components/complaint-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/complaint/{-$id}')({
  loader: routeNamespaces('orders', 'validation'),
  component: ComplaintRoute,
})

/** A complaint about the order of the parameter (about the platform when there is none). */
function ComplaintRoute() {
  const { params } = useKeptMatch<{ id?: string }, unknown>(Route.id)
  const orderId = positiveInt(params.id)
  return <ComplaintScreen orderId={orderId} platform={orderId === undefined} />
}
