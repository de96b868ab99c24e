import type { consoleRefund, EndpointResponse } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { formatCents, LOCALE_OF } from '../lib/format'

/**
 * What the shopper asked for (issue #32: staff must not decide blind): the amount, the kind of
 * refund, whether the goods arrived, the reason, the explanation and the proof pictures.
 */
export function RefundRequest({ refund: r }: { refund: EndpointResponse<typeof consoleRefund> }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="refund-request" aria-label={t('orders.requestTitle')}>
      <dl>
        <dt>{t('orders.requestAmount')}</dt>
        <dd>{formatCents(r.amountCents, LOCALE_OF[i18n.language] ?? 'en-US')}</dd>
        <dt>{t('orders.requestType')}</dt>
        <dd>{t(`orders.refundType_${r.type === 2 ? 2 : 1}`)}</dd>
        <dt>{t('orders.requestGoods')}</dt>
        <dd>{t(`orders.goodsStatus_${r.productStatus === 1 ? 1 : 0}`)}</dd>
        <dt>{t('orders.requestReason')}</dt>
        <dd>{r.reason}</dd>
        <dt>{t('orders.requestExplanation')}</dt>
        <dd>{r.explanation || '—'}</dd>
        <dt>{t('orders.requestProof')}</dt>
        <dd>
          {r.proof.length === 0
            ? t('orders.requestNoProof')
            : r.proof.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img
                    className="refund-request__proof"
                    src={url}
                    alt={t('orders.requestProofN', { n: index + 1 })}
                  />
                </a>
              ))}
        </dd>
      </dl>
    </section>
  )
}
