import { ORDER_STATUS, orderDetail } from '@crossmart/api-client'
import { Empty } from '@crossmart/ui-kit'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { paymentSearch } from '../../../lib/payment-orders'
import { useApi } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { useRequest } from '../../../lib/use-request'
import '../../../components/commerce.css'
import './pay.css'

/**
 * /paySuccess?orders=41 (issue #31): after paying, the order numbers, what happens next and the
 * ways on ("View order", "Continue shopping"). It reads the orders from the server, so a reload
 * shows the same; an order not paid yet (the address typed by hand) goes to its payment.
 */
export function PaySuccessScreen({ orderIds }: { orderIds: readonly number[] }) {
  const { t } = useStrings('cart')
  const api = useApi()
  const router = useRouter()
  const { price } = useFormatters()
  const key = orderIds.join(',')
  const data = useRequest(() => Promise.all(orderIds.map((id) => api.call(orderDetail, { id }))), [api, key])
  const unpaid = data.status === 'success' ? data.data.filter((o) => o.status === ORDER_STATUS.toPay) : []
  const unpaidKey = unpaid.map((order) => order.id).join(',')
  useEffect(() => {
    if (unpaidKey)
      router.history.replace(`/payment?orders=${paymentSearch(unpaidKey.split(',').map(Number)).orders}`)
  }, [unpaidKey, router])

  return (
    <Page title={t('title.paySuccess')}>
      {orderIds.length === 0 ? (
        <div className="state">
          <Empty description={t('payment.noOrders')}>
            <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link">
              {t('paid.viewOrders')}
            </Link>
          </Empty>
        </div>
      ) : data.status === 'loading' || unpaid.length > 0 ? (
        <CardListSkeleton count={1} />
      ) : data.status === 'error' ? (
        <ErrorState error={data.error} onRetry={() => void data.reload()} />
      ) : (
        <div className="pay-success">
          <section className="pay-success__head" role="status">
            <span className="pay-success__tick" aria-hidden="true">
              ✓
            </span>
            <h2 className="pay-success__title">{t('paid.heading')}</h2>
            <p className="price" data-testid="paid-amount">
              {price(data.data.reduce((sum, order) => sum + order.totalCents, 0))}
            </p>
          </section>
          <ul className="commerce-card pay-success__orders">
            {data.data.map((order) => (
              <li key={order.id} className="summary-row">
                <span>
                  {t('paid.orderNo')} · {order.shopName}
                </span>
                <span data-testid="paid-order-sn">{order.orderSn}</span>
              </li>
            ))}
          </ul>
          <section className="commerce-card" aria-label={t('paid.next')}>
            <h3 className="commerce-card__title">{t('paid.next')}</h3>
            <ol className="pay-success__steps">
              <li>{t('paid.nextShip')}</li>
              <li>{t('paid.nextConfirm')}</li>
            </ol>
          </section>
          <div className="pay-success__actions">
            {data.data.length === 1 && data.data[0] ? (
              <Link
                to="/orderInfo/{-$id}"
                params={{ id: String(data.data[0].id) }}
                className="cm-button cm-button--primary cm-button--normal"
              >
                {t('paid.viewOrder')}
              </Link>
            ) : (
              <Link
                to="/myPurchases/{-$status}"
                params={{ status: undefined }}
                className="cm-button cm-button--primary cm-button--normal"
              >
                {t('paid.viewOrders')}
              </Link>
            )}
            <Link to="/home" className="cm-button cm-button--secondary cm-button--normal">
              {t('paid.continueShopping')}
            </Link>
          </div>
        </div>
      )}
    </Page>
  )
}
