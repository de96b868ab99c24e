import type { ProductCardContent } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'

/**
 * Issue #30: a product card in the chat (content type 101): picture, name and price, one real link
 * to the product's page (/detail/{product}/{shop}). The link is made from the card's ids only, never
 * from a URL in the content (chat-product-card.ts); its accessible name says what it is.
 */
export function ProductCardBubble({ card }: { card: ProductCardContent }) {
  const { t } = useStrings('chat')
  const format = useFormatters()
  const price = format.price(card.priceCents)
  return (
    <Link
      to="/detail/{-$product}/{-$mer}"
      params={{ product: String(card.productId), mer: String(card.shopId) }}
      className="chat-product"
      aria-label={t('productCard', { name: card.name, price })}
      data-product-id={card.productId}
    >
      {card.image ? (
        <img className="chat-product__image" src={card.image} alt={card.name} loading="lazy" />
      ) : (
        <span className="chat-product__image" />
      )}
      <span className="chat-product__text">
        <span className="chat-product__name">{card.name}</span>
        <span className="chat-product__price price">{price}</span>
      </span>
    </Link>
  )
}
