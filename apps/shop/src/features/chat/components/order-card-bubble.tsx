import { ORDER_STATUS, type OrderCardContent } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'

type StatusName = keyof typeof ORDER_STATUS
const STATUS_NAME = new Map<number, StatusName>(
  (Object.entries(ORDER_STATUS) as [StatusName, number][]).map(([name, code]) => [code, name]),
)

/**
 * Issue #44: an order card in the chat (content type 102): the first line's picture and name, the
 * order number, its state when sent, units and total; one real link to the order (/orderInfo/{id}),
 * made from the card's id only. Staff see the same card in the console.
 */
export function OrderCardBubble({ card }: { card: OrderCardContent }) {
  const { t } = useStrings('chat')
  const format = useFormatters()
  const total = format.price(card.totalCents)
  const status = t(`orderCard.status.${STATUS_NAME.get(card.status) ?? 'toPay'}`)
  const units = t('orderCard.units', { count: card.quantity })
  return (
    <Link
      to="/orderInfo/{-$id}"
      params={{ id: String(card.orderId) }}
      className="chat-product chat-order"
      aria-label={t('orderCard.card', { sn: card.orderSn, status, units, total })}
      data-order-id={card.orderId}
    >
      {card.image ? (
        <img className="chat-product__image" src={card.image} alt="" loading="lazy" />
      ) : (
        <span className="chat-product__image" />
      )}
      <span className="chat-product__text">
        <span className="chat-order__number small muted">{t('orderCard.number', { sn: card.orderSn })}</span>
        <span className="chat-product__name">{card.name}</span>
        <span className="small">
          {status} · {units}
        </span>
        <span className="chat-product__price price">{total}</span>
      </span>
    </Link>
  )
}
