import {
  type ProductCardContent,
  type ProductDetail,
  parseProductCard,
  productCardContent,
} from '@crossmart/api-client'
import type { ChatMessage } from '@crossmart/im-sdk'
import { cardAlreadyShown } from './card-rule'

/** Issue #30: whether a card of this product is already in the loaded conversation (card-rule.ts). */
export function productCardAlreadyShown(messages: readonly ChatMessage[], productId: number): boolean {
  return cardAlreadyShown(messages, (content) => parseProductCard(content)?.productId === productId)
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
