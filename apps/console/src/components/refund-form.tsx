import { consoleRefundDecide, type RefundDecision } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSubmit } from '../lib/use-submit'
import { RefundRequest } from './refund-request'
import { FieldError } from './states'

/**
 * What the shopper asked for, then the decision: accept (the refund is paid back to the balance and the goods restocked) or refuse a refund; the
 * reason is required either way and is what the shopper reads.
 */
export function RefundForm({ refundId, onDecided }: { refundId: number; onDecided(status: number): void }) {
  const { t } = useTranslation()
  const id = useId()
  const [reason, setReason] = useState('')
  const [decision, setDecision] = useState<RefundDecision>('accept')
  const { submit, pending, fields, error } = useSubmit(consoleRefundDecide)
  return (
    <form
      className="inline-form"
      aria-label={t('orders.refundTitle')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const record = await submit({ refundId, decision, reason })
        if (record) onDecided(record.status)
      }}
    >
      <RefundRequest refundId={refundId} />
      <fieldset className="choice">
        <legend>{t('orders.decision')}</legend>
        {(['accept', 'refuse'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-decision`}
              checked={decision === value}
              onChange={() => setDecision(value)}
            />
            {t(`orders.decision_${value}`)}
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
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={decision === 'accept' ? 'primary' : 'danger'} disabled={pending}>
        {pending ? t('common.saving') : t(`orders.confirm_${decision}`)}
      </button>
    </form>
  )
}
