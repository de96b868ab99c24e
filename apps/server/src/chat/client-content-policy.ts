import {
  CHAT_TEXT_MAX_CHARS,
  ORDER_CARD_CONTENT_TYPE,
  type OrderCardContent,
  PRODUCT_CARD_CONTENT_TYPE,
  type ProductCardContent,
  parseOrderCard,
  parseProductCard,
} from '@crossmart/api-client'
import { ContentType } from '@crossmart/im-sdk/protocol'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { orderItems, orders, productImages, products, uploads } from '../db/schema'
import { ORDER_STATUS_OF } from '../features/orders/order-states'
import { userUploadKeyOf } from '../features/uploads/owned-images'
import { RefusalError } from '../http/refusal-error'
import { urlFieldsOf } from './content-urls'
import { parseContent } from './gateway/sending/content-check'

/**
 * chat-spec §3 "Content types": system messages use types 1000 to 2000. Like commands (99, the
 * server's "sync this" signals) and streams (98, pushed by the server), a client never sends them:
 * a forged one would look like the server speaking.
 */
const SYSTEM_TYPES = { first: 1000, last: 2000 } as const

/** What the content check decided before asking the database (pure, no I/O). */
export type ContentShape =
  | { kind: 'refused' }
  /** Acceptable if the sender owns these uploads (an image's `url`, a video's `cover`, ...). */
  | { kind: 'needs-uploads'; keys: string[] }
  /** Acceptable if the card shows the product as it is (issue #30: shop, name, price, image). */
  | { kind: 'needs-product'; card: ProductCardContent }
  /** Acceptable if the card shows one of the sender's own orders as it is (issue #44). */
  | { kind: 'needs-order'; card: OrderCardContent }

/**
 * Issue #32 / server README "Chat": what a client may send (socket send, WuKongIM client send seen
 * through the webhook, editMessage). The content must be a JSON object with an integer `type` that
 * is not a command, stream or system type. Every field a renderer loads or links (content-urls.ts:
 * `url`, a video's `cover`, a `thumb`, at any depth, issue #45) must be one of the sender's own
 * upload paths (`/uploads/u/...`), never `javascript:`, `data:` or another site; an image must
 * have its `url`; a text is at most CHAT_TEXT_MAX_CHARS long.
 */
export function clientContentShape(contentJson: string): ContentShape {
  const content = parseContent(contentJson)
  if (content === null) return { kind: 'refused' }
  const { type } = content
  if (type === ContentType.Command || type === ContentType.Stream) return { kind: 'refused' }
  if (type >= SYSTEM_TYPES.first && type <= SYSTEM_TYPES.last) return { kind: 'refused' }
  // One limit for every sender, so a wall of text never goes out as one bubble (issue #44).
  if (type === ContentType.Text && String(content['content'] ?? '').length > CHAT_TEXT_MAX_CHARS)
    return { kind: 'refused' }
  const urlFields = urlFieldsOf(content)
  if (urlFields === null) return { kind: 'refused' }
  if (type === PRODUCT_CARD_CONTENT_TYPE) {
    // A card carries no url: apps link to the product by its id (chat-product-card.ts). Its one
    // picture, `image`, is checked against the product (productCardIsTrue).
    const card = urlFields.every((field) => field.path === 'image') ? parseProductCard(content) : null
    return card === null ? { kind: 'refused' } : { kind: 'needs-product', card }
  }
  if (type === ORDER_CARD_CONTENT_TYPE) {
    // Like the product card: no url, its one picture (the first line's) checked against the order.
    const card = urlFields.every((field) => field.path === 'image') ? parseOrderCard(content) : null
    return card === null ? { kind: 'refused' } : { kind: 'needs-order', card }
  }
  if (type === ContentType.Image && content['url'] === undefined) return { kind: 'refused' }
  const keys: string[] = []
  for (const field of urlFields) {
    const key = typeof field.value === 'string' ? userUploadKeyOf(field.value) : null
    if (key === null) return { kind: 'refused' }
    if (!keys.includes(key)) keys.push(key)
  }
  return { kind: 'needs-uploads', keys }
}

/** Whether `userId` may send `contentJson`: its shape, then ownership of the uploads it shows. */
export async function clientMayPost(db: Executor, userId: number, contentJson: string): Promise<boolean> {
  const shape = clientContentShape(contentJson)
  if (shape.kind === 'refused') return false
  if (shape.kind === 'needs-product') return productCardIsTrue(db, shape.card)
  if (shape.kind === 'needs-order') return orderCardIsTrue(db, userId, shape.card)
  if (shape.keys.length === 0) return true
  const owned = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, shape.keys)))
  return owned.length === new Set(shape.keys).size
}

/**
 * A card may only show the product's own shop, name, price and picture, so nobody can dress up
 * another price. The name may be any of its languages (the shopper sends it as the catalog answered
 * in theirs, product-language.ts), the picture its cover or one of its gallery pictures (the detail
 * page's first picture).
 */
async function productCardIsTrue(db: Executor, card: ProductCardContent): Promise<boolean> {
  const [product] = await db
    .select({
      shopId: products.shopId,
      name: products.name,
      translations: products.translations,
      priceCents: products.priceCents,
      cover: products.cover,
    })
    .from(products)
    .where(eq(products.id, card.productId))
    .limit(1)
  if (product === undefined || product.shopId !== card.shopId || product.priceCents !== card.priceCents)
    return false
  const names = [product.name, ...Object.values(product.translations).map((t) => t?.name)]
  if (!names.includes(card.name)) return false
  if (product.cover === card.image) return true
  const [picture] = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(and(eq(productImages.productId, card.productId), eq(productImages.url, card.image)))
    .limit(1)
  return picture !== undefined
}

/**
 * An order card may only show the sender's own order as it stands: its number, shop, status, units
 * and total, and its first line's picture and name (as stored at checkout, or the product's name in
 * any of its languages, as the order detail answers it in the shopper's). Nobody can show staff
 * another shopper's order, or a total they did not pay.
 */
async function orderCardIsTrue(db: Executor, userId: number, card: OrderCardContent): Promise<boolean> {
  const [order] = await db
    .select({
      userId: orders.userId,
      orderSn: orders.orderSn,
      shopId: orders.shopId,
      state: orders.state,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, card.orderId))
    .limit(1)
  if (order === undefined || order.userId !== userId || order.orderSn !== card.orderSn) return false
  if (order.shopId !== card.shopId || order.totalCents !== card.totalCents) return false
  if (ORDER_STATUS_OF[order.state] !== card.status) return false
  const lines = await db
    .select({
      productName: orderItems.productName,
      image: orderItems.image,
      quantity: orderItems.quantity,
      name: products.name,
      translations: products.translations,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, card.orderId))
    .orderBy(asc(orderItems.id))
  const [first] = lines
  if (first === undefined || first.image !== card.image) return false
  if (lines.reduce((units, line) => units + line.quantity, 0) !== card.quantity) return false
  const names = [
    first.productName,
    first.name,
    ...Object.values(first.translations ?? {}).map((t) => t?.name),
  ]
  return names.includes(card.name)
}

/** editMessage's form of the check: refused with `chat.contentRefused`. */
export async function assertClientMayPost(db: Executor, userId: number, contentJson: string): Promise<void> {
  if (!(await clientMayPost(db, userId, contentJson))) throw new RefusalError('chat.contentRefused')
}
