import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { OrderDetailScreen } from '../features/orders/components/order-detail-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/orderInfo/{-$id}')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('orders'),
  component: OrderInfoRoute,
})

function OrderInfoRoute() {
  const { params } = useKeptMatch<{ id?: string }, unknown>(Route.id)
  return <OrderDetailScreen orderId={positiveInt(params.id)} />
}
