import { useStrings } from '../../../i18n/use-strings'
import { refundKeyOf, statusKeyOf } from '../state/order-rules'

/** The order's status (shop-spec §4), or its refund progress while one exists. */
export function OrderStatusLabel({ status, refundStatus }: { status: number; refundStatus: number | null }) {
  const { t } = useStrings('orders')
  const refund = refundKeyOf(refundStatus)
  return (
    <span className="order-status" data-status={status}>
      {refund ? t(`refundStatus.${refund}`) : t(`status.${statusKeyOf(status)}`)}
    </span>
  )
}
