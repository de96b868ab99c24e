import type { ContentCommon, ContentDefinition, DigestLabels } from '@crossmart/im-sdk'
import * as z from 'zod/mini'
import { ORDER_STATUS_CODES, type OrderStatus } from './status-codes.js'

/**
 * Issue #44 "A chat from an order": the card the shop sends when the shopper opens the shop's chat
 * from one of their orders, so staff see which order is meant without asking. A content type of our
 * own beside the product card (101; chat-spec §3 reserves 0-2, 98, 99, 1000-2000 and 21000). The
 * apps link to the order from its id alone; the server refuses a card that is not the sender's own
 * order as it stands (number, shop, state, quantity, total, first line: client-content-policy.ts).
 */
export const ORDER_CARD_CONTENT_TYPE = 102

const positiveId = () => z.number().check(z.int(), z.positive())

export const orderCardContentSchema = z.object({
  type: z.literal(ORDER_CARD_CONTENT_TYPE),
  orderId: positiveId(),
  orderSn: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The order's shop (the conversation it belongs in). */
  shopId: positiveId(),
  /** The spec's status code (ORDER_STATUS) when the card was sent: a snapshot, like the price. */
  status: z.union(ORDER_STATUS_CODES.map((code) => z.literal(code))),
  /** Units over all lines. */
  quantity: z.number().check(z.int(), z.positive()),
  totalCents: z.number().check(z.int(), z.nonnegative()),
  /** The first line's product name as the order answered it (the sender's language). */
  name: z.string(),
  /** The first line's picture, a same-origin path as the order gives it ('' when it has none). */
  image: z.string(),
})
export type OrderCardContent = z.infer<typeof orderCardContentSchema>

/** The card of an order as the shop's order page has it. */
export function orderCardContent(order: {
  id: number
  orderSn: string
  shopId: number
  status: OrderStatus | number
  quantity: number
  totalCents: number
  items: readonly { productName: string; image: string }[]
}): OrderCardContent {
  const first = order.items[0]
  return {
    type: ORDER_CARD_CONTENT_TYPE,
    orderId: order.id,
    orderSn: order.orderSn,
    shopId: order.shopId,
    status: order.status as OrderStatus,
    quantity: order.quantity,
    totalCents: order.totalCents,
    name: first?.productName ?? '',
    image: first?.image ?? '',
  }
}

/** The card in a message's content, or null when the content is not a well-formed order card. */
export function parseOrderCard(content: unknown): OrderCardContent | null {
  const parsed = orderCardContentSchema.safeParse(content)
  return parsed.success ? parsed.data : null
}

/** The console inbox's last-message text of an order card: this prefix and the order number. */
export const ORDER_CARD_DIGEST_PREFIX = '[order] '

/** An order card as the SDK hands it out (its common fields kept). */
export type OrderCardMessageContent = OrderCardContent & ContentCommon

/**
 * The SDK's definition of the card, so a received card decodes as itself and conversation lists show
 * "<labels.order> <number>" (the app's own label, e.g. "[Order]") instead of the unknown label.
 */
export const orderCardDefinition: ContentDefinition<OrderCardMessageContent> = {
  type: ORDER_CARD_CONTENT_TYPE,
  decode(json) {
    const card = parseOrderCard(json)
    return card === null ? undefined : ({ ...json, ...card } as OrderCardMessageContent)
  },
  digest: (content: OrderCardMessageContent, labels: DigestLabels) =>
    `${labels['order'] ?? '[Order]'} ${content.orderSn}`,
}
