import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ChatDetailScreen } from '../features/chat/components/chat-detail-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

/**
 * Issue #30: `?product=<id>` when the chat is opened from that product's page; issue #44:
 * `?order=<id>` when opened from one of the shopper's orders. The card of each is sent.
 */
interface ChatDetailSearch {
  product?: number | undefined
  order?: number | undefined
}

// shop-spec §2: /chatRoomDetail/{merId?} is the customer-service chat: a shop's, or the platform's without merId.
export const Route = createFileRoute('/chatRoomDetail/{-$merId}')({
  validateSearch: (search: Record<string, unknown>): ChatDetailSearch => ({
    product: positiveInt(search['product']),
    order: positiveInt(search['order']),
  }),
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('chat'),
  component: ChatDetailRoute,
})

function ChatDetailRoute() {
  const { params, search } = useKeptMatch<{ merId?: string }, ChatDetailSearch>(Route.id)
  const merId = positiveInt(params.merId)
  // One chat per channel: another shop remounts the screen (its messages, scroll and draft).
  return (
    <ChatDetailScreen
      key={merId ?? 'platform'}
      merId={merId}
      productId={search.product}
      orderId={search.order}
    />
  )
}
