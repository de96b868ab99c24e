import { consoleOrderDetail } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { OrderFacts } from '../../components/order-facts'
import { OrderStatus } from '../../components/order-status'
import { RefundForm } from '../../components/refund-form'
import { ShipForm } from '../../components/ship-form'
import { Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { RefundRecord } from './refund-record'

/**
 * One of the shop's orders (issue #29: shipping is asked with the order): lines with their variants,
 * the address and phone, the money, the timeline and logistics, and the next action inline.
 */
export function OrderViewScreen({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const order = useRequest(() => api.call(consoleOrderDetail, { id: orderId }), String(orderId))
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const money = (cents: number) => formatCents(cents, locale)
  const time = (value: string | null) => (value === null ? '—' : formatTime(value, locale))
  const o = order.data
  return (
    <section className="page" aria-labelledby="order-view-title">
      <p>
        <Link to="/orders">{t('orderView.back')}</Link>
      </p>
      <h1 id="order-view-title">{t('orderView.title', { sn: o?.orderSn ?? orderId })}</h1>
      {order.status === 'error' && <Failed error={order.error} onRetry={order.reload} />}
      {order.status === 'loading' && !o && <Loading />}
      {o && (
        <div className="order-view">
          <p>
            <OrderStatus order={o} /> · {o.shopperName}
          </p>
          <OrderFacts order={o} />
          <dl className="order-facts">
            <dt>{t('orderView.goods')}</dt>
            <dd>{money(o.goodsCents)}</dd>
            <dt>{t('orderView.freight')}</dt>
            <dd>{money(o.freightCents)}</dd>
            <dt>{t('orderView.discount')}</dt>
            <dd>{money(o.discountCents)}</dd>
            <dt>{t('orderView.total')}</dt>
            <dd>
              <strong>{money(o.totalCents)}</strong>
            </dd>
            {o.promoCode && (
              <>
                <dt>{t('orderView.promo')}</dt>
                <dd>{o.promoCode}</dd>
              </>
            )}
            <dt>{t('orderView.placed')}</dt>
            <dd>{time(o.createdAt)}</dd>
            <dt>{t('orderView.paid')}</dt>
            <dd>{time(o.paidAt)}</dd>
            <dt>{t('orderView.shipped')}</dt>
            <dd>{time(o.shippedAt)}</dd>
            <dt>{t('orderView.received')}</dt>
            <dd>{time(o.receivedAt)}</dd>
          </dl>
          <h2>{t('orderView.logistics')}</h2>
          {o.logistics && (
            <p>
              {o.logistics.company} {o.logistics.trackingNo}
            </p>
          )}
          {o.logisticsEvents.length === 0 ? (
            <p className="muted">{t('orderView.noEvents')}</p>
          ) : (
            <ol className="order-view__events">
              {o.logisticsEvents.map((event) => (
                <li key={`${event.time}-${event.description}`}>
                  <span className="muted small">{formatTime(event.time, locale)}</span>{' '}
                  {event.code
                    ? t(`orderView.event_${event.code}`, {
                        company: o.logistics?.company ?? '',
                        trackingNo: o.logistics?.trackingNo ?? '',
                      })
                    : event.description}
                </li>
              ))}
            </ol>
          )}
          {o.state === 'paid' && <ShipForm order={o} onShipped={order.reload} />}
          {o.state === 'after_sale' &&
            o.refundId !== null &&
            (o.refundStatus === 0 || o.refundStatus === 1) && (
              <RefundForm refundId={o.refundId} onDecided={order.reload} />
            )}
          {o.refundId !== null && (o.refundStatus === 2 || o.refundStatus === 3) && (
            <RefundRecord refundId={o.refundId} />
          )}
        </div>
      )}
    </section>
  )
}
