import { API_CODE, ApiError, ORDER_STATUS, type OrderDetail, orderDetail } from '@crossmart/api-client'
import { Empty } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { AddressPlace } from '../../../components/address-place'
import { ChatIcon } from '../../../components/chat-icon'
import { ErrorState } from '../../../components/error-state'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { logisticsEventKey } from '../../../lib/server-text'
import { useApi } from '../../../lib/services'
import { formatSignedPrice } from '../../../lib/signed-price'
import { useDateTime } from '../../../lib/use-date-time'
import { useFormatters } from '../../../lib/use-formatters'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { FundsReleaseNote } from './funds-release-note'
import { OrderActions } from './order-actions'
import { OrderComplaint } from './order-complaint'
import { OrderItems } from './order-items'
import { OrderStatusLabel } from './order-status-label'
import { OrderDetailSkeleton } from './orders-skeleton'
import { RefundProgress } from './refund-progress'
import './orders.css'

/** Order detail with logistics (shop-spec §2 /orderInfo/{id?}). */
export function OrderDetailScreen({ orderId }: { orderId: number | undefined }) {
  const { t } = useStrings('orders')
  const api = useApi()
  const order = useRequest(
    () => (orderId === undefined ? Promise.resolve(null) : api.call(orderDetail, { id: orderId })),
    [api, orderId],
  )
  useOnReveal(order.reload)
  const title = t('title.orderInfo')

  if (orderId === undefined || (order.status === 'success' && order.data === null)) {
    return (
      <Page title={title}>
        <NoOrder text={t('detail.noOrder')} />
      </Page>
    )
  }
  if (order.status === 'loading')
    return (
      <Page title={title}>
        <OrderDetailSkeleton />
      </Page>
    )
  if (order.status === 'error') {
    const missing = order.error instanceof ApiError && order.error.code === API_CODE.notFound
    return (
      <Page title={title}>
        {missing ? (
          <NoOrder text={t('detail.notFound')} />
        ) : (
          <ErrorState error={order.error} onRetry={() => void order.reload()} />
        )}
      </Page>
    )
  }
  const data = order.data as OrderDetail
  return (
    <Page
      title={title}
      footer={
        <div className="order-footer">
          <OrderActions order={data} onChanged={(updated) => order.setData(() => updated)} />
        </div>
      }
    >
      <OrderDetailBody order={data} />
    </Page>
  )
}

function NoOrder({ text }: { text: string }) {
  const { t } = useStrings('orders')
  return (
    <div className="state">
      <Empty description={text}>
        <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link">
          {t('detail.myOrders')}
        </Link>
      </Empty>
    </div>
  )
}

function OrderDetailBody({ order }: { order: OrderDetail }) {
  const { t } = useStrings('orders')
  const format = useFormatters()
  const time = useDateTime()
  const unpaid = order.status === ORDER_STATUS.toPay || order.paidAt === null
  return (
    <>
      <section className="order-banner" aria-live="polite">
        <h2 className="order-banner__status">
          <OrderStatusLabel
            status={order.status}
            refundStatus={order.refundStatus}
            deliveredAt={order.deliveredAt}
          />
        </h2>
        {order.refundStatus !== null ? (
          <p className="small">
            <OrderStatusLabel status={order.status} refundStatus={null} deliveredAt={order.deliveredAt} />
          </p>
        ) : null}
      </section>

      <section className="section order-section" aria-label={t('detail.address')}>
        <h2 className="section__title">{t('detail.address')}</h2>
        <p>
          <strong>{order.address.addressee}</strong> <span className="muted">{order.address.mobile}</span>
        </p>
        <p className="muted small">
          <AddressPlace address={order.address} />
        </p>
      </section>

      {order.refundStatus !== null ? (
        <RefundProgress orderId={order.id} refundStatus={order.refundStatus} formatTime={time} />
      ) : null}

      <OrderComplaint orderId={order.id} />

      <section className="section order-section" aria-label={t('detail.logistics')}>
        <h2 className="section__title">{t('detail.logistics')}</h2>
        {order.logistics ? (
          <>
            <dl className="kv">
              <dt>{t('detail.carrier')}</dt>
              <dd>{order.logistics.company}</dd>
              <dt>{t('detail.trackingNo')}</dt>
              <dd>{order.logistics.trackingNo}</dd>
            </dl>
            {/* The events in the order the server gives them: newest first, so the first is the latest. */}
            <ol className="timeline plain-list">
              {order.logistics.events.map((event, index) => (
                <li key={`${event.time}-${index}`} className={index === 0 ? 'is-latest' : undefined}>
                  <p>
                    {event.code
                      ? t(logisticsEventKey(event.code), {
                          company: order.logistics?.company ?? '',
                          trackingNo: order.logistics?.trackingNo ?? '',
                        })
                      : event.description}
                  </p>
                  <p className="muted small">{time(event.time)}</p>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="muted">{t('detail.noLogistics')}</p>
        )}
      </section>

      <section className="section order-section" aria-label={t('detail.items')}>
        <h2 className="section__title order-card__shop">
          <Icon name="shop" size={16} />
          {order.shopName}
        </h2>
        <OrderItems items={order.items} />
        <dl className="kv">
          <dt>{t('detail.goods')}</dt>
          <dd>{format.price(order.goodsCents)}</dd>
          <dt>{t('detail.freight')}</dt>
          <dd>{format.price(order.freightCents)}</dd>
          {/* Issue #31: no "Discount -$0.00" line on an order without a discount. */}
          {order.discountCents > 0 ? (
            <>
              <dt>{t('detail.discount')}</dt>
              <dd>{formatSignedPrice(-order.discountCents)}</dd>
            </>
          ) : null}
          {order.promoCode ? (
            <>
              <dt>{t('detail.promoCode')}</dt>
              <dd>{order.promoCode}</dd>
            </>
          ) : null}
          <dt>{unpaid ? t('detail.toPayAmount') : t('detail.paid')}</dt>
          <dd className="price">{format.price(order.totalCents)}</dd>
        </dl>
        <FundsReleaseNote order={order} />
        {/* Issue #44: the shop's chat, opened with this order's card (sent once, card-rule.ts). */}
        <Link
          to="/chatRoomDetail/{-$merId}"
          params={{ merId: String(order.shopId) }}
          search={{ order: order.id }}
          className="order-chat link"
        >
          <ChatIcon size={18} />
          {t('detail.chatAboutOrder')}
        </Link>
      </section>

      <section className="section order-section" aria-label={t('detail.orderNo')}>
        <dl className="kv">
          <dt>{t('detail.orderNo')}</dt>
          <dd>{order.orderSn}</dd>
          <dt>{t('detail.createdAt')}</dt>
          <dd>{time(order.createdAt)}</dd>
          {order.paidAt ? (
            <>
              <dt>{t('detail.paidAt')}</dt>
              <dd>{time(order.paidAt)}</dd>
            </>
          ) : null}
          {order.shippedAt ? (
            <>
              <dt>{t('detail.shippedAt')}</dt>
              <dd>{time(order.shippedAt)}</dd>
            </>
          ) : null}
          {order.receivedAt ? (
            <>
              <dt>{t('detail.receivedAt')}</dt>
              <dd>{time(order.receivedAt)}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  )
}
