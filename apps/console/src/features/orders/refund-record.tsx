import { consoleRefund } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { RefundRequest } from '../../components/refund-request'
import { Failed, Loading } from '../../components/states'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/**
 * Issue #44: after a refund is decided the order view still says what was asked, what was decided
 * and why (the reason the shopper read), so a colleague answering later does not ask again.
 */
export function RefundRecord({ refundId }: { refundId: number }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const refund = useRequest(() => api.call(consoleRefund, { id: refundId }), String(refundId))
  return (
    <section className="refund-record" aria-labelledby={`refund-record-${refundId}`}>
      <h2 id={`refund-record-${refundId}`}>{t('orderView.refund')}</h2>
      {refund.status === 'error' && <Failed error={refund.error} onRetry={refund.reload} />}
      {refund.status === 'loading' && !refund.data && <Loading />}
      {refund.data && (
        <>
          <RefundRequest refund={refund.data} />
          <dl className="order-facts">
            <dt>{t('orderView.refundDecision')}</dt>
            <dd>{t(`refundStatus.${refund.data.status}`, { defaultValue: String(refund.data.status) })}</dd>
            <dt>{t('orderView.refundRemark')}</dt>
            <dd>{refund.data.auditRemark || '—'}</dd>
          </dl>
        </>
      )}
    </section>
  )
}
