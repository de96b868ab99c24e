import { ORDER_STATUS, type OrderCardContent } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatCents, LOCALE_OF } from '../../lib/format'

/**
 * The order view's state names (orderState.*) for the card's status code: the card carries the
 * shop-spec status, the console names states; "to receive" reads as shipped.
 */
const STATE_OF_STATUS: Readonly<Record<number, string>> = {
  [ORDER_STATUS.toPay]: 'awaiting_payment',
  [ORDER_STATUS.toShip]: 'paid',
  [ORDER_STATUS.toReceive]: 'shipped',
  [ORDER_STATUS.received]: 'received',
  [ORDER_STATUS.completed]: 'completed',
  [ORDER_STATUS.cancelled]: 'cancelled',
  [ORDER_STATUS.afterSale]: 'after_sale',
}

/**
 * Issue #44: a shopper's order card (content type 102) in the conversation: the first line's
 * picture and name, the number, the state when it was sent, units and total, and one link to the
 * console's order view (made from the card's id only), where staff ship it or decide its refund.
 */
export function OrderCardItem({ card }: { card: OrderCardContent }) {
  const { t, i18n } = useTranslation()
  const total = formatCents(card.totalCents, LOCALE_OF[i18n.language] ?? 'en-US')
  const status = t(`orderState.${STATE_OF_STATUS[card.status] ?? 'paid'}`)
  const units = t('orderCard.units', { count: card.quantity })
  return (
    <Link
      to="/orders/$orderId"
      params={{ orderId: String(card.orderId) }}
      className="product-card order-card"
      aria-label={t('orderCard.open', { sn: card.orderSn, status, units, total })}
      data-order-id={card.orderId}
    >
      {card.image ? (
        <img className="product-card__image" src={card.image} alt="" loading="lazy" />
      ) : (
        <span className="product-card__image" />
      )}
      <span className="product-card__text">
        <span className="small muted order-card__number">{t('orderCard.number', { sn: card.orderSn })}</span>
        <span className="product-card__name">{card.name}</span>
        <span className="small">
          {status} · {units}
        </span>
        <strong className="product-card__price">{total}</strong>
      </span>
    </Link>
  )
}
