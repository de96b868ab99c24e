import {
  API_CODE,
  ApiError,
  ORDER_STATUS,
  type OrderDetail,
  orderDetail,
  orderPay,
  PAY_CODE_MIN_LENGTH,
} from '@crossmart/api-client'
import { Button, Empty, PasscodeField } from '@crossmart/ui-kit'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { errorMessage } from '../../../lib/error-message'
import { paymentSearch } from '../../../lib/payment-orders'
import { topUpReturnSearch } from '../../../lib/return-path'
import { useApi, useServices } from '../../../lib/services'
import { formatSignedPrice } from '../../../lib/signed-price'
import { useFormatters } from '../../../lib/use-formatters'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { useTimeLeft } from '../hooks/use-time-left'
import { allCancelled, earliestPayDeadline, formatTimeLeft } from '../state/pay-deadline'
import '../../../components/commerce.css'
import './pay.css'

/** My orders (shop-spec §2 /myPurchases/{status?}). */
export const ORDERS_PATH = '/myPurchases'

/** Where a successful payment lands (issue #31): the success screen of the paid orders. */
export const PAY_SUCCESS_PATH = '/paySuccess'

/** One explicit state for the code entry (CONVENTIONS 6). */
type PayState = { kind: 'entering' } | { kind: 'paying' } | { kind: 'refused'; message: string }

/**
 * Payment (shop-spec §2 /payment): the created orders as the server priced them, the amount, the
 * balance and the 6-digit payment code. shop-spec §4: a missing payment code (server code 1009)
 * shows the "not set" note with a go-setting action; a wrong code or a lockout shows the server's
 * message; success goes to the success screen. Issue #31: the page counts down to the server's pay
 * deadline (README "Unpaid orders expire") and, at 0, reads the orders again to show them cancelled;
 * a balance too low offers "Top up", which comes back here.
 */
export function PaymentScreen({ orderIds }: { orderIds: readonly number[] }) {
  const { t } = useStrings('cart')
  const api = useApi()
  const services = useServices()
  const format = useFormatters()
  const key = orderIds.join(',')
  const data = useRequest(async () => {
    const [orders, user] = await Promise.all([
      Promise.all(orderIds.map((id) => api.call(orderDetail, { id }))),
      services.session.loadUserInfo(),
    ])
    return { orders, user }
  }, [api, key])
  // Kept alive: after setting the payment code (or paying elsewhere) the page shows the truth.
  useOnReveal(() => void data.reload())

  return (
    <Page title={t('title.payment')}>
      {orderIds.length === 0 ? (
        <div className="state">
          <Empty description={t('payment.noOrders')}>
            <Link to="/bag" className="link">
              {t('checkout.backToBag')}
            </Link>
          </Empty>
        </div>
      ) : data.status === 'loading' ? (
        <CardListSkeleton count={2} />
      ) : data.status === 'error' ? (
        <ErrorState error={data.error} onRetry={() => void data.reload()} />
      ) : (
        <PaymentBody
          key={key}
          orders={data.data.orders}
          balanceCents={data.data.user.balanceCents}
          payCodeSet={data.data.user.payCodeSet}
          formatPrice={format.price}
          onDeadline={() => void data.reload()}
        />
      )}
    </Page>
  )
}

function PaymentBody({
  orders,
  balanceCents,
  payCodeSet,
  formatPrice,
  onDeadline,
}: {
  orders: readonly OrderDetail[]
  balanceCents: number
  payCodeSet: boolean
  formatPrice: (cents: number) => string
  /** The deadline was reached: the orders are read again (the server cancels them on that read). */
  onDeadline: () => void
}) {
  const { t } = useStrings('cart')
  const api = useApi()
  const { toast, session, i18n, now } = useServices()
  const router = useRouter()
  const [state, setState] = useState<PayState>({ kind: 'entering' })
  const [notSet, setNotSet] = useState(!payCodeSet)
  // Issue #46: back from setting the code (the kept page reloads the user when shown), the note goes.
  useEffect(() => {
    if (payCodeSet) setNotSet(false)
  }, [payCodeSet])
  // Remounts the code cells to empty them after a refused code.
  const [attempt, setAttempt] = useState(0)
  const paying = useRef(false)
  const unpaid = orders.filter((order) => order.status === ORDER_STATUS.toPay)
  // The server's order totals, added up for display only.
  const amountCents = unpaid.reduce((sum, order) => sum + order.totalCents, 0)
  const deadline = earliestPayDeadline(orders)
  const timeLeft = useTimeLeft(deadline, now)
  const timeUp = timeLeft !== null && timeLeft <= 0
  // Seen reaching 0 on this page: the cancelled state then says why.
  const [expiredHere, setExpiredHere] = useState(false)
  useEffect(() => {
    if (!timeUp) return
    setExpiredHere(true)
    onDeadline()
  }, [timeUp, onDeadline])

  const pay = async (payCode: string) => {
    if (paying.current) return
    paying.current = true
    setState({ kind: 'paying' })
    try {
      await api.call(orderPay, { orderIds: unpaid.map((order) => order.id), payCode })
      toast.success(t('payment.success'))
      // The balance changed: the me page and the next payment read the new one.
      session.loadUserInfo().catch(() => {})
      router.history.replace(
        `${PAY_SUCCESS_PATH}?orders=${paymentSearch(unpaid.map((order) => order.id)).orders}`,
      )
    } catch (error) {
      if (error instanceof ApiError && error.code === API_CODE.payCodeNotSet) setNotSet(true)
      // shop-spec §8 "pay fail": the failure, then why (wrong code 1010, lockout 1004, balance
      // 1007, or a network failure) under the cells.
      setState({ kind: 'refused', message: `${t('payment.fail')}: ${errorMessage(error, i18n)}` })
      setAttempt((n) => n + 1)
    } finally {
      paying.current = false
    }
  }

  if (allCancelled(orders)) {
    return (
      <div className="state" role="status" data-testid="pay-cancelled">
        <Empty description={expiredHere ? t('payment.expired') : t('payment.cancelled')}>
          <p className="muted small">{t('payment.expiredNext')}</p>
          <Link to="/bag" className="cm-button cm-button--primary cm-button--small">
            {t('checkout.backToBag')}
          </Link>
          <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link">
            {t('payment.viewOrders')}
          </Link>
        </Empty>
      </div>
    )
  }

  if (unpaid.length === 0) {
    return (
      <div className="state">
        <Empty description={t('payment.alreadyPaid')}>
          <Button variant="primary" size="small" onClick={() => router.history.push(ORDERS_PATH)}>
            {t('payment.viewOrders')}
          </Button>
        </Empty>
      </div>
    )
  }

  return (
    <>
      <section className="pay-amount" aria-label={t('payment.amount')}>
        <p className="muted small">{t('payment.amount')}</p>
        <p className="price" data-testid="pay-amount">
          {formatPrice(amountCents)}
        </p>
        <p className="muted small">
          {t('payment.balance')} <span data-testid="pay-balance">{formatPrice(balanceCents)}</span>
        </p>
        {balanceCents < amountCents ? (
          <div className="pay-top-up">
            <p className="cart-line__flag small">{t('payment.insufficient')}</p>
            <Link
              to="/topUp"
              search={topUpReturnSearch(
                `/payment?orders=${paymentSearch(unpaid.map((order) => order.id)).orders}`,
              )}
              className="cm-button cm-button--primary cm-button--small"
            >
              {t('payment.topUp')}
            </Link>
          </div>
        ) : null}
        {timeLeft !== null ? (
          <div className="pay-deadline">
            <p className="pay-deadline__clock" role="timer" aria-live="off" data-testid="pay-countdown">
              {timeUp ? t('payment.timeUp') : t('payment.payWithin', { time: formatTimeLeft(timeLeft) })}
            </p>
            <p className="muted small">{t('payment.deadlineRule')}</p>
          </div>
        ) : null}
      </section>
      <div className="pad-x">
        {unpaid.map((order) => (
          <section
            key={order.id}
            className="commerce-card"
            aria-label={t('payment.order', { sn: order.orderSn })}
          >
            <h2 className="commerce-card__title">{order.shopName}</h2>
            <p className="muted small">{t('payment.order', { sn: order.orderSn })}</p>
            <p className="summary-row">
              <span>{t('payment.goods')}</span>
              <span>{formatPrice(order.goodsCents)}</span>
            </p>
            <p className="summary-row">
              <span>{t('payment.freight')}</span>
              <span>{formatPrice(order.freightCents)}</span>
            </p>
            {order.discountCents > 0 ? (
              <p className="summary-row">
                <span>{t('payment.discount', { code: order.promoCode ?? '' })}</span>
                <span>{formatSignedPrice(-order.discountCents)}</span>
              </p>
            ) : null}
            <p className="summary-row summary-row--strong">
              <span>{t('payment.total')}</span>
              <span>{formatPrice(order.totalCents)}</span>
            </p>
          </section>
        ))}
      </div>
      {notSet ? (
        <div className="pay-note" role="alert">
          <p>{t('payment.notSet')}</p>
          <Link to="/changePayPwd" className="cm-button cm-button--primary cm-button--normal">
            {t('payment.goSetting')}
          </Link>
        </div>
      ) : (
        <PasscodeField
          key={attempt}
          className="passcode"
          length={PAY_CODE_MIN_LENGTH}
          label={t('payment.code')}
          keyboardLabel={t('payment.keyboard')}
          deleteLabel={t('payment.delete')}
          info={state.kind === 'paying' ? t('payment.paying') : t('payment.enterCode')}
          error={state.kind === 'refused' ? state.message : undefined}
          onChange={() => setState((old) => (old.kind === 'refused' ? { kind: 'entering' } : old))}
          onComplete={(code) => void pay(code)}
        />
      )}
    </>
  )
}
