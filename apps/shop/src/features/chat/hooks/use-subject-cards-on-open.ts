import { orderDetail, productDetail } from '@crossmart/api-client'
import type { ChannelMessagesView } from '@crossmart/im-react'
import { useApi } from '../../../lib/services'
import { orderCardAlreadyShown, orderCardFor } from '../state/order-card-rule'
import { productCardAlreadyShown, productCardFor } from '../state/product-card-rule'
import { useCardOnOpen } from './use-card-on-open'

/** What the chat was opened from (the route's `?product=` / `?order=`). */
export interface ChatSubject {
  merId: number | undefined
  productId: number | undefined
  orderId: number | undefined
}

/**
 * Issue #30: opened from a product page (`?product=<id>`), the chat sends that product's card;
 * issue #44: opened from an order (`?order=<id>`), that order's card. Each once (use-card-on-open.ts).
 */
export function useSubjectCardsOnOpen(
  { merId, productId, orderId }: ChatSubject,
  messages: ChannelMessagesView,
  onError: (error: unknown) => void,
): void {
  const api = useApi()
  useCardOnOpen(
    {
      subject: productId,
      load: async (id) => productCardFor(await api.call(productDetail, { id }), merId),
      alreadyShown: productCardAlreadyShown,
    },
    messages,
    onError,
  )
  useCardOnOpen(
    {
      subject: orderId,
      load: async (id) => orderCardFor(await api.call(orderDetail, { id }), merId),
      alreadyShown: orderCardAlreadyShown,
    },
    messages,
    onError,
  )
}
