import type { ConsoleOrder } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'

/** The order's state as staff read it (paid = to ship), with its refund's progress in after-sale. */
export function OrderStatus({ order }: { order: Pick<ConsoleOrder, 'state' | 'refundStatus'> }) {
  const { t } = useTranslation()
  const refund =
    order.state === 'after_sale' && order.refundStatus !== null
      ? ` · ${t(`refundStatus.${order.refundStatus}`)}`
      : ''
  return (
    <span className={`status status--${order.state}`}>
      {t(`orderState.${order.state}`)}
      {refund}
    </span>
  )
}
