import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useKeptMatch } from '../app/use-kept-params'
import { PaymentScreen } from '../features/cart/components/payment-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { type PaymentSearch, parseOrderIds } from '../lib/payment-orders'
import { textSearchParam } from '../lib/text-search-param'

export const Route = createFileRoute('/payment')({
  // `?orders=12,13`, read as order ids (parseOrderIds) by the component.
  validateSearch: textSearchParam('orders'),
  loader: routeNamespaces('cart'),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { search } = useKeptMatch<unknown, PaymentSearch>(Route.id)
  const orderIds = useMemo(() => parseOrderIds(search.orders), [search.orders])
  return <PaymentScreen orderIds={orderIds} />
}
