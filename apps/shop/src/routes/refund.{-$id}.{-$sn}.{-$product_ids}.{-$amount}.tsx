import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { RefundScreen } from '../features/orders/components/refund-screen'
import { parseProductIds } from '../features/orders/state/order-links'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/refund/{-$id}/{-$sn}/{-$product_ids}/{-$amount}')({
  // Its screen's strings (and the form rules') load with its code (the router waits for both).
  loader: routeNamespaces('orders', 'validation'),
  component: RefundRoute,
})

/** The amount parameter is in cents (what was paid); the screen never offers more than the order's total. */
function RefundRoute() {
  const { params } = useKeptMatch<
    { id?: string; sn?: string; product_ids?: string; amount?: string },
    unknown
  >(Route.id)
  const amount = params.amount === '0' ? 0 : positiveInt(params.amount)
  return (
    <RefundScreen
      orderId={positiveInt(params.id)}
      productIds={parseProductIds(params.product_ids)}
      amountCents={amount}
    />
  )
}
