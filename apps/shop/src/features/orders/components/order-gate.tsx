import { type OrderDetail, orderDetail } from '@crossmart/api-client'
import { Empty } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { OrderDetailSkeleton } from './orders-skeleton'

export interface OrderGateProps {
  /** The order the screen is about; undefined (or `skip`) renders the children with null. */
  orderId: number | undefined
  /** The platform complaint is about no order: nothing is loaded. */
  skip?: boolean
  title: string
  /** The screen once the order is known; `reload` fetches it again (e.g. after a refusal). */
  children: (order: OrderDetail | null, reload: () => Promise<void>) => ReactNode
}

/**
 * Loads the order an after-sale screen (refund, review, complaint) is about and shows the page's
 * skeleton or the error with retry meanwhile. Kept alive, the screen is shown again after its own
 * submit: the order reloads then (keeping what is on screen) so the screen can say the request now
 * exists.
 */
export function OrderGate({ orderId, skip = false, title, children }: OrderGateProps) {
  const { api } = useServices()
  const order = useRequest(
    () => (skip || orderId === undefined ? Promise.resolve(null) : api.call(orderDetail, { id: orderId })),
    [api, orderId, skip],
  )
  useOnReveal(order.reload)
  if (order.status === 'loading')
    return (
      <Page title={title}>
        <OrderDetailSkeleton />
      </Page>
    )
  if (order.status === 'error')
    return (
      <Page title={title}>
        <ErrorState error={order.error} onRetry={() => void order.reload()} />
      </Page>
    )
  return children(order.data, order.reload)
}

/** Why the screen's form is not offered, with the way back: the order, or my orders without one. */
export function OrderNotice({
  title,
  text,
  orderId,
}: {
  title: string
  text: string
  orderId: number | undefined
}) {
  const { t } = useStrings('orders')
  return (
    <Page title={title}>
      <div className="state">
        <Empty description={text}>
          {orderId === undefined ? (
            <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link">
              {t('detail.myOrders')}
            </Link>
          ) : (
            <Link to="/orderInfo/{-$id}" params={{ id: String(orderId) }} className="link">
              {t('refund.viewOrder')}
            </Link>
          )}
        </Empty>
      </div>
    </Page>
  )
}
