import type { OrderDetail, OrderSummary } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'
import { OrderActions } from './order-actions'
import { OrderItems } from './order-items'
import { OrderStatusLabel } from './order-status-label'

/** One order of my orders: shop, status, items, amount and the actions its status allows. */
export function OrderCard({
  order,
  onChanged,
}: {
  order: OrderSummary
  onChanged: (order: OrderDetail) => void
}) {
  const { t } = useStrings('orders')
  const format = useFormatters()
  return (
    <article className="order-card" aria-label={t('list.orderNo', { sn: order.orderSn })}>
      <header className="order-card__head">
        <span className="order-card__shop">
          <Icon name="shop" size={16} />
          {order.shopName}
        </span>
        <OrderStatusLabel
          status={order.status}
          refundStatus={order.refundStatus}
          deliveredAt={order.deliveredAt}
        />
      </header>
      <Link to="/orderInfo/{-$id}" params={{ id: String(order.id) }} className="order-card__body">
        <OrderItems items={order.items} />
      </Link>
      <p className="order-card__total">
        <span className="muted small">{t('list.itemCount', { count: order.quantity })}</span>
        <span>
          {t('list.total')} <strong className="price">{format.price(order.totalCents)}</strong>
        </span>
      </p>
      <OrderActions order={order} onChanged={onChanged} />
    </article>
  )
}
