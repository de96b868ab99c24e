import { consoleRefund, consoleRefundDecide, type RefundDecision } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCents, LOCALE_OF } from '../lib/format'
import { useServices } from '../lib/services'
import { useToast } from '../lib/toast'
import { useRequest } from '../lib/use-request'
import { useSubmit } from '../lib/use-submit'
import { ConfirmDialog } from './confirm-dialog'
import { RefundRequest } from './refund-request'
import { Failed, FieldError, Loading } from './states'

/**
 * What the shopper asked for, then the decision: accept (the refund is paid back to the balance and the goods restocked) or refuse a refund; the
 * reason is required either way and is what the shopper reads. Accepting moves money, so it is
 * confirmed with the amount first (issue #29), and the result is a toast.
 */
export function RefundForm({ refundId, onDecided }: { refundId: number; onDecided(status: number): void }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const id = useId()
  const toast = useToast()
  const refund = useRequest(() => api.call(consoleRefund, { id: refundId }), String(refundId))
  const [reason, setReason] = useState('')
  const [decision, setDecision] = useState<RefundDecision>('accept')
  const [confirming, setConfirming] = useState(false)
  const { submit, pending, fields, error } = useSubmit(consoleRefundDecide)
  const amount = refund.data ? formatCents(refund.data.amountCents, LOCALE_OF[i18n.language] ?? 'en-US') : ''
  const decide = async () => {
    const record = await submit({ refundId, decision, reason })
    setConfirming(false)
    if (!record) return
    toast(t(`moneyConfirm.done_refund_${decision}`, { amount }))
    onDecided(record.status)
  }
  return (
    <form
      className="inline-form"
      aria-label={t('orders.refundTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // A missing reason is said inline before anything is asked or sent.
        if (decision === 'accept' && reason.trim() !== '') setConfirming(true)
        else void decide()
      }}
    >
      {refund.status === 'error' && <Failed error={refund.error} onRetry={refund.reload} />}
      {refund.data ? <RefundRequest refund={refund.data} /> : refund.status === 'loading' && <Loading />}
      <fieldset className="choice">
        <legend>{t('orders.decision')}</legend>
        {(['accept', 'refuse'] as const).map((value) => (
          <label key={value} className="choice__option">
            <input
              type="radio"
              name={`${id}-decision`}
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            <span>{t(`orders.decision_${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-reason`}>{t('orders.reason')}</label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={Boolean(fields['reason'])}
        aria-describedby={`${id}-reason-error`}
      />
      <FieldError id={`${id}-reason-error`} text={fields['reason']} />
      {error && !confirming && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={decision === 'accept' ? 'primary' : 'danger'} disabled={pending}>
        {pending ? t('common.saving') : t(`orders.confirm_${decision}`)}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('moneyConfirm.title_refund_accept')}
          body={t('moneyConfirm.body_refund_accept', { amount })}
          confirmLabel={t('moneyConfirm.confirm_accept')}
          pending={pending}
          error={error}
          onConfirm={() => void decide()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  )
}
