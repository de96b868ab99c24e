import {
  type ProductCardContent,
  type ProductDetail,
  parseProductCard,
  productCardContent,
} from '@crossmart/api-client'
import type { ChatMessage } from '@crossmart/im-sdk'

/**
 * Issue #30, the rule of when opening the chat from a product sends its card: once per
 * conversation per product, judged on the conversation as the screen loaded it (the newest history
 * page, what this device keeps, and what arrived since): no card is sent while a card of the same
 * product (not recalled, sent or still sending, by either side) is among those messages. So
 * reopening the chat from the same product, reloading, or a second tab adds nothing; a card that
 * scrolled out of the newest page long ago is sent again, so staff see what the shopper is asking
 * about now.
 */
export function productCardAlreadyShown(messages: readonly ChatMessage[], productId: number): boolean {
  return messages.some((message) => {
    if (message.remoteExtra.revoke || message.status === 'fail') return false
    return parseProductCard(message.content)?.productId === productId
  })
}

/**
 * The card of a product page's product for the chat of `merId`, or null when it belongs to another
 * shop's chat (the card names its shop; the server checks every field, client-content-policy.ts).
 * Name and price as the catalog answered them (the shopper's language), the page's first picture.
 */
export function productCardFor(product: ProductDetail, merId: number | undefined): ProductCardContent | null {
  if (merId === undefined || product.shop.id !== merId) return null
  return productCardContent({
    id: product.id,
    shopId: product.shop.id,
    name: product.name,
    priceCents: product.priceCents,
    image: product.images[0] ?? '',
  })
}
