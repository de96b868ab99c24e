import type { consolePayoutAudit, consoleRechargeAudit, consoleWithdrawalAudit } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../lib/toast'
import { useSubmit } from '../lib/use-submit'
import { ConfirmDialog } from './confirm-dialog'
import { FieldError } from './states'

export type Decision = 'pass' | 'refuse'

/** The operator's decisions on money: each takes `{ id, decision, remark }`. */
type DecisionEndpoint =
  | typeof consoleRechargeAudit
  | typeof consoleWithdrawalAudit
  | typeof consolePayoutAudit

export interface DecisionTexts {
  /** The form's accessible name. */
  label: string
  confirmTitle(decision: Decision): string
  confirmBody(decision: Decision): string
  /** The toast once decided. */
  done(decision: Decision): string
}

/**
 * Pass or refuse a record where money moves (a recharge, a withdrawal, a shop's payout): a refusal
 * needs a remark (what the other side reads), a pass may carry one; each decision is confirmed
 * first with the facts `texts` names (amount, account, shop), and the result is a toast.
 */
export function DecisionForm({
  endpoint,
  id,
  texts,
  onDone,
}: {
  endpoint: DecisionEndpoint
  id: number
  texts: DecisionTexts
  onDone(status: number): void
}) {
  const { t } = useTranslation()
  const toast = useToast()
  const fieldId = useId()
  const [remark, setRemark] = useState('')
  const [remarkMissing, setRemarkMissing] = useState(false)
  const [confirming, setConfirming] = useState<Decision | null>(null)
  // One request shape ({ id, decision, remark }) and a `status` in every answer: one submit serves all three.
  const { submit, pending, fields, error } = useSubmit(endpoint as typeof consolePayoutAudit)
  const ask = (decision: Decision) => {
    if (decision === 'refuse' && remark.trim() === '') {
      setRemarkMissing(true)
      return
    }
    setRemarkMissing(false)
    setConfirming(decision)
  }
  const decide = async (decision: Decision) => {
    const decided = await submit({ id, decision, remark })
    setConfirming(null)
    if (!decided) return
    toast(texts.done(decision))
    onDone(decided.status)
  }
  return (
    <form className="inline-form" aria-label={texts.label} noValidate onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${fieldId}-remark`}>{t('audits.remark')}</label>
      <input
        id={`${fieldId}-remark`}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        aria-invalid={remarkMissing || Boolean(fields['remark'])}
        aria-describedby={`${fieldId}-remark-error`}
      />
      <FieldError
        id={`${fieldId}-remark-error`}
        text={remarkMissing ? t('audits.remarkRequired') : fields['remark']}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" className="primary" disabled={pending} onClick={() => ask('pass')}>
          {t('audits.pass')}
        </button>
        <button type="button" className="danger" disabled={pending} onClick={() => ask('refuse')}>
          {t('audits.refuse')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={texts.confirmTitle(confirming)}
          body={texts.confirmBody(confirming)}
          confirmLabel={t(`moneyConfirm.confirm_${confirming}`)}
          tone={confirming === 'pass' ? 'primary' : 'danger'}
          pending={pending}
          onConfirm={() => void decide(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  )
}
