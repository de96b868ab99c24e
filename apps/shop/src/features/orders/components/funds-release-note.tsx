import { ORDER_STATUS, type OrderDetail, REFUND_STATUS } from '@crossmart/api-client'
import { useStrings } from '../../../i18n/use-strings'
import { useDateTime } from '../../../lib/use-date-time'

type FundsRelease =
  | { state: 'held' }
  | { state: 'releaseDue'; at: string }
  | { state: 'released'; at: string }

/**
 * Issue #42 escrow: where the shopper's payment is. Nothing for an unpaid, cancelled or refunded
 * order, nor from a server before the ledger (it sends neither field).
 */
export function fundsReleaseOf(order: OrderDetail): FundsRelease | null {
  if (order.fundsReleasedAt) return { state: 'released', at: order.fundsReleasedAt }
  if (order.fundsReleasedAt === undefined && order.fundsReleaseDueAt === undefined) return null
  if (order.paidAt === null || order.status === ORDER_STATUS.toPay) return null
  if (order.status === ORDER_STATUS.cancelled || order.refundStatus === REFUND_STATUS.refunded) return null
  if (order.fundsReleaseDueAt) return { state: 'releaseDue', at: order.fundsReleaseDueAt }
  return { state: 'held' }
}

/** One line under the order's amount saying when the shop is paid. */
export function FundsReleaseNote({ order }: { order: OrderDetail }) {
  const { t } = useStrings('orders')
  const time = useDateTime()
  const release = fundsReleaseOf(order)
  if (!release) return null
  return (
    <p className="muted small funds-release">
      {release.state === 'held'
        ? t('detail.funds.held')
        : t(`detail.funds.${release.state}`, { date: time(release.at) })}
    </p>
  )
}
