import type { ProductCardContent } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { formatCents, LOCALE_OF } from '../../lib/format'

/**
 * Issue #30: a shopper's product card (content type 101) in the conversation: picture, name, price,
 * one real link to the product. It opens the shop's own product page (/detail/{product}/{shop}, same
 * origin as /console) in a new tab: the console has no product view, the shop page shows exactly
 * what the shopper looked at (pictures, options, stock), and a new tab keeps the conversation open.
 * The address is made from the card's ids only, never from a URL in the content.
 */
export function ProductCardItem({ card }: { card: ProductCardContent }) {
  const { t, i18n } = useTranslation()
  const price = formatCents(card.priceCents, LOCALE_OF[i18n.language] ?? 'en-US')
  return (
    <a
      className="product-card"
      href={`/detail/${card.productId}/${card.shopId}`}
      target="_blank"
      rel="noopener"
      aria-label={t('productCard.open', { name: card.name, price })}
      data-product-id={card.productId}
    >
      {card.image ? (
        <img className="product-card__image" src={card.image} alt={card.name} loading="lazy" />
      ) : (
        <span className="product-card__image" />
      )}
      <span className="product-card__text">
        <span className="product-card__name">{card.name}</span>
        <strong className="product-card__price">{price}</strong>
      </span>
    </a>
  )
}
