import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ReviewScreen } from '../features/orders/components/review-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

interface CommentSearch {
  orderId?: number | undefined
}

// shop-spec §2 /comment has no parameter: the order to review travels in the search params.
export const Route = createFileRoute('/comment')({
  validateSearch: (search: Record<string, unknown>): CommentSearch => ({
    orderId: positiveInt(search['orderId']),
  }),
  loader: routeNamespaces('orders', 'validation'),
  component: CommentRoute,
})

function CommentRoute() {
  const { search } = useKeptMatch<unknown, CommentSearch>(Route.id)
  return <ReviewScreen orderId={search.orderId} />
}
