import {
  type OrderCardContent,
  type OrderDetail,
  orderCardContent,
  parseOrderCard,
} from '@crossmart/api-client'
import type { ChatMessage } from '@crossmart/im-sdk'
import { cardAlreadyShown } from './card-rule'

/** Issue #44: whether a card of this order is already in the loaded conversation (card-rule.ts). */
export function orderCardAlreadyShown(messages: readonly ChatMessage[], orderId: number): boolean {
  return cardAlreadyShown(messages, (content) => parseOrderCard(content)?.orderId === orderId)
}

/**
 * The card of the shopper's order for the chat of `merId`, or null when the order is another shop's
 * (its card belongs in that shop's chat). Fields as the order detail answered them; the server
 * checks each against the order (client-content-policy.ts).
 */
export function orderCardFor(order: OrderDetail, merId: number | undefined): OrderCardContent | null {
  if (merId === undefined || order.shopId !== merId) return null
  return orderCardContent(order)
}
