import { type ConsoleOrder, consoleOrders, ORDER_TABS, type OrderTab } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderLines, OrderLink } from '../../components/order-facts'
import { OrderStatus } from '../../components/order-status'
import { Pager } from '../../components/pager'
import { RefundForm } from '../../components/refund-form'
import { ShipForm } from '../../components/ship-form'
import { Empty, Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

const PAGE_SIZE = 20

/** The shop's orders by tab (to ship, shipped, after-sale, all), shipping and refund decisions inline. */
export function OrdersScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const [tab, setTab] = useState<OrderTab>('toShip')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<number | null>(null)
  const orders = useRequest(() => api.call(consoleOrders, { tab, page, limit: PAGE_SIZE }), `${tab}:${page}`)
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const done = () => {
    setOpen(null)
    orders.reload()
  }
  const actionOf = (order: ConsoleOrder) => {
    if (order.state === 'paid')
      return { label: t('orders.ship'), form: <ShipForm order={order} onShipped={done} /> }
    if (
      order.refundId !== null &&
      order.state === 'after_sale' &&
      (order.refundStatus === 0 || order.refundStatus === 1)
    ) {
      return {
        label: t('orders.decideRefund'),
        form: <RefundForm refundId={order.refundId} onDecided={done} />,
      }
    }
    return null
  }
  return (
    <section className="page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('orders.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('orders.title')}>
        {ORDER_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => {
              setTab(value)
              setPage(1)
            }}
          >
            {t(`orders.tab_${value}`)}
          </button>
        ))}
      </div>
      {orders.status === 'error' && <Failed error={orders.error} onRetry={orders.reload} />}
      {orders.status === 'loading' && !orders.data && <Loading />}
      {orders.data && orders.data.list.length === 0 && <Empty text={t(`orders.empty_${tab}`)} />}
      {orders.data && orders.data.list.length > 0 && (
        <table className="table table--cards">
          <thead>
            <tr>
              <th>{t('orders.order')}</th>
              <th>{t('orders.shopper')}</th>
              <th>{t('orders.items')}</th>
              <th>{t('orders.total')}</th>
              <th>{t('orders.status')}</th>
              <th>{t('orders.action')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.list.map((order) => {
              const action = actionOf(order)
              return (
                <tr key={order.id}>
                  <td data-label={t('orders.order')}>
                    <OrderLink order={order} />
                    <div className="muted small">{formatTime(order.createdAt, locale)}</div>
                  </td>
                  <td data-label={t('orders.shopper')}>{order.shopperName}</td>
                  <td data-label={t('orders.items')}>
                    <OrderLines items={order.items} />
                  </td>
                  <td data-label={t('orders.total')}>{formatCents(order.totalCents, locale)}</td>
                  <td data-label={t('orders.status')}>
                    <OrderStatus order={order} />
                    {order.logistics && (
                      <div className="muted small">
                        {order.logistics.company} {order.logistics.trackingNo}
                      </div>
                    )}
                  </td>
                  <td data-label={t('orders.action')} className="table__action">
                    {action &&
                      (open === order.id ? (
                        action.form
                      ) : (
                        <button type="button" onClick={() => setOpen(order.id)}>
                          {action.label}
                        </button>
                      ))}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {orders.data && <Pager page={page} limit={PAGE_SIZE} total={orders.data.total} onPage={setPage} />}
    </section>
  )
}
