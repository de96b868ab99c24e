import { type ConsoleOrder, consoleShopper } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderStatus } from '../../components/order-status'
import { RefundForm } from '../../components/refund-form'
import { ShipForm } from '../../components/ship-form'
import { Empty, Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/** Who the shopper is and their orders with this shop, each action one click away. */
export function ContextPanel({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const shopper = useRequest(() => api.call(consoleShopper, { channelId }), channelId)
  const [open, setOpen] = useState<number | null>(null)
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  if (shopper.status === 'error') return <Failed error={shopper.error} onRetry={shopper.reload} />
  if (!shopper.data) return <Loading />
  const { name, memberSince, orders } = shopper.data
  const action = (order: ConsoleOrder) => {
    if (order.state === 'paid')
      return { label: t('orders.ship'), form: <ShipForm order={order} onShipped={() => shopper.reload()} /> }
    if (
      order.state === 'after_sale' &&
      order.refundId !== null &&
      (order.refundStatus === 0 || order.refundStatus === 1)
    ) {
      return {
        label: t('orders.decideRefund'),
        form: <RefundForm refundId={order.refundId} onDecided={() => shopper.reload()} />,
      }
    }
    return null
  }
  return (
    <aside className="context" aria-label={t('context.title')}>
      <h2>{name}</h2>
      <p className="muted small">{t('context.memberSince', { date: formatTime(memberSince, locale) })}</p>
      <h3>{t('context.orders')}</h3>
      {orders.length === 0 && <Empty text={t('context.noOrders')} />}
      <ul className="order-cards">
        {orders.map((order) => {
          const next = action(order)
          return (
            <li key={order.id} className="order-card">
              <div className="order-card__head">
                <span>#{order.orderSn}</span>
                <OrderStatus order={order} />
              </div>
              <p className="small">
                {order.items.map((i) => `${i.productName} × ${i.quantity}`).join(', ')} ·{' '}
                {formatCents(order.totalCents, locale)}
              </p>
              {order.logistics && (
                <p className="small muted">
                  {order.logistics.company} {order.logistics.trackingNo}
                </p>
              )}
              {next &&
                (open === order.id ? (
                  next.form
                ) : (
                  <button type="button" onClick={() => setOpen(order.id)}>
                    {next.label}
                  </button>
                ))}
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
