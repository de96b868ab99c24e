import { productDetail } from '@crossmart/api-client'
import type { ChannelMessagesView } from '@crossmart/im-react'
import { useEffect, useRef } from 'react'
import { useApi } from '../../../lib/services'
import { productCardAlreadyShown, productCardFor } from '../state/product-card-rule'

/**
 * Issue #30: the chat opened from a product page (`?product=<id>`) sends that product's card once
 * the conversation's newest page has loaded, unless the rule of product-card-rule.ts says it is
 * already there. Asked once per screen and product (a re-render or React's double effect in
 * development never sends twice). A failed product load sends nothing (the api client told the user).
 */
export function useProductCardOnOpen(
  productId: number | undefined,
  merId: number | undefined,
  messages: ChannelMessagesView,
  onError: (error: unknown) => void,
): void {
  const api = useApi()
  const asked = useRef<number | null>(null)
  // The product answer may come after more messages arrived: the rule reads the latest list.
  const latest = useRef(messages)
  latest.current = messages
  const loaded = messages.history !== 'loading'
  useEffect(() => {
    if (productId === undefined || !loaded || asked.current === productId) return
    asked.current = productId
    api.call(productDetail, { id: productId }).then(
      (product) => {
        const card = productCardFor(product, merId)
        const view = latest.current
        if (card === null || productCardAlreadyShown(view.messages, productId)) return
        try {
          view.send(card)
        } catch (error) {
          onError(error)
        }
      },
      () => undefined,
    )
  }, [api, productId, merId, loaded, onError])
}
