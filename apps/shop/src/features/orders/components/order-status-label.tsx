import { ORDER_STATUS } from '@crossmart/api-client'
import { useStrings } from '../../../i18n/use-strings'
import { refundKeyOf, statusKeyOf } from '../state/order-rules'

export interface OrderStatusLabelProps {
  status: number
  refundStatus: number | null
  /** Status 2 covers shipped and delivered: a shipped order not yet delivered reads "on its way". */
  deliveredAt: string | null
}

/** The order's status (shop-spec §4), or its refund progress while one exists. */
export function OrderStatusLabel({ status, refundStatus, deliveredAt }: OrderStatusLabelProps) {
  const { t } = useStrings('orders')
  const refund = refundKeyOf(refundStatus)
  const inTransit = status === ORDER_STATUS.toReceive && deliveredAt === null
  return (
    <span className="order-status" data-status={status}>
      {refund
        ? t(`refundStatus.${refund}`)
        : inTransit
          ? t('status.inTransit')
          : t(`status.${statusKeyOf(status)}`)}
    </span>
  )
}
