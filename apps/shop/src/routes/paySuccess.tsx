import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useKeptMatch } from '../app/use-kept-params'
import { PaySuccessScreen } from '../features/cart/components/pay-success-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { type PaymentSearch, parseOrderIds } from '../lib/payment-orders'
import { textSearchParam } from '../lib/text-search-param'

// Issue #31: the success screen after paying (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/paySuccess')({
  // `?orders=12,13`, read as order ids (parseOrderIds) by the component.
  validateSearch: textSearchParam('orders'),
  loader: routeNamespaces('cart'),
  component: PaySuccessRoute,
})

function PaySuccessRoute() {
  const { search } = useKeptMatch<unknown, PaymentSearch>(Route.id)
  const orderIds = useMemo(() => parseOrderIds(search.orders), [search.orders])
  return <PaySuccessScreen orderIds={orderIds} />
}
