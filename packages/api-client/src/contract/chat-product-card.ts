import type { ContentCommon, ContentDefinition, DigestLabels } from '@crossmart/im-sdk'
import * as z from 'zod/mini'

/**
 * Issue #30: "Chat opened from a product shows that product as a card both sides can tap". A chat
 * content type of our own (chat-spec §3 reserves 0-2, 98, 99, 1000-2000 and 21000; WuKongIM passes any
 * other number through as custom content), sent by the shopper when a chat is opened from a product.
 * The card names the product by id; the app links to it from the id alone (never from a URL in the
 * content), and the server refuses a card whose shop, name, price or image is not the product's own
 * (server README "Security", client-content-policy.ts).
 */
export const PRODUCT_CARD_CONTENT_TYPE = 101

export const productCardContentSchema = z.object({
  type: z.literal(PRODUCT_CARD_CONTENT_TYPE),
  productId: z.number().check(z.int(), z.positive()),
  /** The product's shop (the conversation it belongs in). */
  shopId: z.number().check(z.int(), z.positive()),
  /** The name in the sender's language, as the catalog answered it. */
  name: z.string(),
  priceCents: z.number().check(z.int(), z.nonnegative()),
  /** The product's picture, a same-origin path as the catalog gives it. */
  image: z.string(),
})
export type ProductCardContent = z.infer<typeof productCardContentSchema>

/** The card of a product, as the shop sends it (fields as the catalog answered them). */
export function productCardContent(product: {
  id: number
  shopId: number
  name: string
  priceCents: number
  image: string
}): ProductCardContent {
  return {
    type: PRODUCT_CARD_CONTENT_TYPE,
    productId: product.id,
    shopId: product.shopId,
    name: product.name,
    priceCents: product.priceCents,
    image: product.image,
  }
}

/** The card in a message's content, or null when the content is not a well-formed product card. */
export function parseProductCard(content: unknown): ProductCardContent | null {
  const parsed = productCardContentSchema.safeParse(content)
  return parsed.success ? parsed.data : null
}

/**
 * The console inbox's last-message text of a card (`GET /api/console/inbox` lastMessage): this prefix
 * and the name; the console puts its own label in front, like `[image]` and `[recalled]`.
 */
export const PRODUCT_CARD_DIGEST_PREFIX = '[product] '

/** A product card as the SDK hands it out (its common fields kept). */
export type ProductCardMessageContent = ProductCardContent & ContentCommon

/**
 * The SDK's definition of the card (SDK README "Content types": `contentTypes`), so a received card
 * decodes as itself instead of unknown content, and the conversation lists show
 * "<labels.product> <name>" (the app's own label, e.g. "[Product]") instead of the unknown label.
 */
export const productCardDefinition: ContentDefinition<ProductCardMessageContent> = {
  type: PRODUCT_CARD_CONTENT_TYPE,
  decode(json) {
    const card = parseProductCard(json)
    return card === null ? undefined : ({ ...json, ...card } as ProductCardMessageContent)
  },
  digest: (content: ProductCardMessageContent, labels: DigestLabels) =>
    `${labels['product'] ?? '[Product]'} ${content.name}`,
}
