import { AUDIT_STATUS, consoleRechargeAudit, consoleWithdrawalAudit } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { useSubmit } from '../../lib/use-submit'

/**
 * Pass or refuse a recharge or withdrawal; a refusal needs a remark (what the shopper reads), a pass
 * may carry one. Money moves on the server exactly as `ops recharge|withdrawal pass|refuse` does.
 */
export function AuditDecisionForm({
  kind,
  id,
  onDone,
}: {
  kind: 'recharge' | 'withdrawal'
  id: number
  onDone(status: number): void
}) {
  const { t } = useTranslation()
  const fieldId = useId()
  const [remark, setRemark] = useState('')
  const [remarkMissing, setRemarkMissing] = useState(false)
  const { submit, pending, fields, error } = useSubmit(
    kind === 'recharge' ? consoleRechargeAudit : consoleWithdrawalAudit,
  )
  const decide = async (decision: 'pass' | 'refuse') => {
    if (decision === 'refuse' && remark.trim() === '') {
      setRemarkMissing(true)
      return
    }
    setRemarkMissing(false)
    const record = await submit({ id, decision, remark })
    if (record) onDone(record.status)
  }
  return (
    <form
      className="inline-form"
      aria-label={t(`audits.decide_${kind}`)}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${fieldId}-remark`}>{t('audits.remark')}</label>
      <input
        id={`${fieldId}-remark`}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        aria-invalid={remarkMissing || Boolean(fields['remark'])}
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
        <button type="button" className="primary" disabled={pending} onClick={() => void decide('pass')}>
          {t('audits.pass')}
        </button>
        <button type="button" className="danger" disabled={pending} onClick={() => void decide('refuse')}>
          {t('audits.refuse')}
        </button>
      </div>
    </form>
  )
}

export const isWaiting = (status: number) => status === AUDIT_STATUS.auditing
