import { REFUND_STATUS, REFUND_TYPE, refundDetail } from '@crossmart/api-client'
import { SkeletonText } from '@crossmart/ui-kit'
import { useEffect } from 'react'
import { ErrorState } from '../../../components/error-state'
import { useStrings } from '../../../i18n/use-strings'
import { refundReasonKey } from '../../../lib/server-text'
import { useApi } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { useRequest } from '../../../lib/use-request'
import { refundKeyOf } from '../state/order-rules'

/** The steps a refund goes through (server REFUND_TRANSITIONS); a refusal ends it instead. */
const STEPS = [REFUND_STATUS.applied, REFUND_STATUS.refunding, REFUND_STATUS.refunded] as const

/** shop-spec §4 refund progress (applied / refunding / refunded, or refused) from refund_detail. */
export function RefundProgress({
  orderId,
  refundStatus,
  formatTime,
}: {
  orderId: number
  /** The order's refund status: a change reloads the detail. */
  refundStatus: number
  formatTime: (iso: string) => string
}) {
  const { t } = useStrings('orders')
  const api = useApi()
  const format = useFormatters()
  const refund = useRequest(() => api.call(refundDetail, { orderId }), [api, orderId])
  const { reload } = refund
  // The order's list answer moved on (refunding, refunded): bring the detail along.
  useEffect(() => {
    void reload()
  }, [refundStatus, reload])

  return (
    <section className="section order-section" aria-label={t('refund.progress')}>
      <h2 className="section__title">{t('refund.progress')}</h2>
      {refund.status === 'loading' ? (
        <SkeletonText rows={3} />
      ) : refund.status === 'error' ? (
        <ErrorState error={refund.error} onRetry={() => void refund.reload()} />
      ) : (
        <>
          <ol className="refund-steps plain-list">
            {(refund.data.status === REFUND_STATUS.refused
              ? [REFUND_STATUS.applied, REFUND_STATUS.refused]
              : STEPS
            ).map((step) => (
              <li
                key={step}
                className={step <= refund.data.status ? 'is-done' : undefined}
                aria-current={step === refund.data.status ? 'step' : undefined}
              >
                {t(`refundStatus.${refundKeyOf(step) ?? 'applied'}`)}
              </li>
            ))}
          </ol>
          <dl className="kv">
            <dt>{t('refund.amount')}</dt>
            <dd className="price">{format.price(refund.data.amountCents)}</dd>
            <dt>{t('refund.type')}</dt>
            <dd>
              {t(
                refund.data.type === REFUND_TYPE.returnAndRefund
                  ? 'refund.types.returnAndRefund'
                  : 'refund.types.refundOnly',
              )}
            </dd>
            <dt>{t('refund.reason')}</dt>
            <dd>
              {refund.data.reasonCode ? t(refundReasonKey(refund.data.reasonCode)) : refund.data.reason}
            </dd>
            <dt>{t('refund.explanation')}</dt>
            <dd>{refund.data.explanation}</dd>
            <dt>{t('refund.appliedAt')}</dt>
            <dd>{formatTime(refund.data.createdAt)}</dd>
            {refund.data.auditRemark ? (
              <>
                <dt>{t('refund.remark')}</dt>
                <dd>{refund.data.auditRemark}</dd>
              </>
            ) : null}
          </dl>
        </>
      )}
    </section>
  )
}
