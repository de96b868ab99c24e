import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useKeptMatch } from '../app/use-kept-params'
import { PaymentScreen } from '../features/cart/components/payment-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { type PaymentSearch, parseOrderIds } from '../lib/payment-orders'

export const Route = createFileRoute('/payment')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch => {
    const ids = parseOrderIds(search['orders'])
    return ids.length > 0 ? { orders: ids.join(',') } : {}
  },
  loader: routeNamespaces('cart'),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { search } = useKeptMatch<unknown, PaymentSearch>(Route.id)
  const orderIds = useMemo(() => parseOrderIds(search.orders), [search.orders])
  return <PaymentScreen orderIds={orderIds} />
}
