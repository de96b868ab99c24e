import { consolePayoutAudit, type PayoutRecord } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FieldError } from '../../components/states'
import { formatCents, LOCALE_OF } from '../../lib/format'
import { useToast } from '../../lib/toast'
import { useSubmit } from '../../lib/use-submit'

type Decision = 'pass' | 'refuse'

/**
 * Pay out or refuse a shop's payout, as the withdrawal queue decides (audits/audit-decision-form):
 * a refusal needs a remark (the owner reads it), each decision is confirmed first naming the shop,
 * the amount and the bank account, and the result is a toast.
 */
export function PayoutDecisionForm({ payout, onDone }: { payout: PayoutRecord; onDone(): void }) {
  const { t, i18n } = useTranslation()
  const fieldId = useId()
  const toast = useToast()
  const [remark, setRemark] = useState('')
  const [remarkMissing, setRemarkMissing] = useState(false)
  const [confirming, setConfirming] = useState<Decision | null>(null)
  const { submit, pending, fields, error } = useSubmit(consolePayoutAudit)
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const facts = {
    id: payout.id,
    amount: formatCents(payout.amountCents, locale),
    shop: payout.shopName,
    account: `${payout.bankName} ${payout.accountNumber}`,
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
    const decided = await submit({ id: payout.id, decision, remark })
    setConfirming(null)
    if (!decided) return
    toast(t(`money.payoutDone_${decision}`, facts))
    onDone()
  }
  return (
    <form
      className="inline-form"
      aria-label={t('money.payoutDecision')}
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
          title={t(`money.payoutConfirmTitle_${confirming}`)}
          body={t(`money.payoutConfirmBody_${confirming}`, facts)}
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
