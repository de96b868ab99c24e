import {
  AUDIT_STATUS,
  type ConsoleRecharge,
  type ConsoleWithdrawal,
  consoleRechargeAudit,
  consoleWithdrawalAudit,
} from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FieldError } from '../../components/states'
import { formatCents, LOCALE_OF } from '../../lib/format'
import { useToast } from '../../lib/toast'
import { useSubmit } from '../../lib/use-submit'

type Decision = 'pass' | 'refuse'

/**
 * Pass or refuse a recharge or withdrawal; a refusal needs a remark (what the shopper reads), a pass
 * may carry one. Money moves, so each decision is confirmed first with the amount and the account
 * (issue #29: not only a display name), and the result is a toast. Money moves on the server exactly
 * as `ops recharge|withdrawal pass|refuse` does.
 */
export function AuditDecisionForm({
  kind,
  record,
  onDone,
}: {
  kind: 'recharge' | 'withdrawal'
  record: ConsoleRecharge | ConsoleWithdrawal
  onDone(status: number): void
}) {
  const { t, i18n } = useTranslation()
  const fieldId = useId()
  const toast = useToast()
  const [remark, setRemark] = useState('')
  const [remarkMissing, setRemarkMissing] = useState(false)
  const [confirming, setConfirming] = useState<Decision | null>(null)
  const { submit, pending, fields, error } = useSubmit(
    kind === 'recharge' ? consoleRechargeAudit : consoleWithdrawalAudit,
  )
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const facts = {
    id: record.id,
    amount: formatCents(record.amountCents, locale),
    account: record.userAccount,
    name: record.userName,
    arrival: 'actualArrivalCents' in record ? formatCents(record.actualArrivalCents, locale) : '',
  }
  const ask = (decision: Decision) => {
    if (decision === 'refuse' && remark.trim() === '') {
      setRemarkMissing(true)
      return
    }
    setRemarkMissing(false)
    setConfirming(decision)
  }
  const decide = async (decision: Decision) => {
    const decided = await submit({ id: record.id, decision, remark })
    setConfirming(null)
    if (!decided) return
    toast(t(`moneyConfirm.done_${kind}_${decision}`, facts))
    onDone(decided.status)
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
          title={t(`moneyConfirm.title_${kind}_${confirming}`)}
          body={t(`moneyConfirm.body_${kind}_${confirming}`, facts)}
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

export const isWaiting = (status: number) => status === AUDIT_STATUS.auditing
