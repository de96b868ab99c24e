import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { CheckoutScreen } from '../features/cart/components/checkout-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { textSearchParam } from '../lib/text-search-param'

export const Route = createFileRoute('/checkout')({
  // `?line=<cart line id>`: "Buy now" orders that line alone (issue #46), the rest of the cart untouched.
  validateSearch: textSearchParam('line'),
  loader: routeNamespaces('cart'),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { search } = useKeptMatch<unknown, { line?: string | undefined }>(Route.id)
  const line = search.line !== undefined && /^\d+$/.test(search.line) ? Number(search.line) : undefined
  return <CheckoutScreen onlyLine={line} />
}
