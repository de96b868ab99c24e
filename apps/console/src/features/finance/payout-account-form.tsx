import { consolePayoutAccountSave, type ShopBalance } from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { useToast } from '../../lib/toast'
import { useSubmit } from '../../lib/use-submit'

type AccountField = 'bankName' | 'accountName' | 'accountNumber'
const ACCOUNT_FIELDS: readonly AccountField[] = ['bankName', 'accountName', 'accountNumber']

/** The shop's bank account for payouts; the answer is the balance with the new account. */
export function PayoutAccountForm({
  account,
  onSaved,
}: {
  account: ShopBalance['payoutAccount']
  onSaved(balance: ShopBalance): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const toast = useToast()
  const [form, setForm] = useState<Record<AccountField, string>>(
    account ?? { bankName: '', accountName: '', accountNumber: '' },
  )
  const { submit, pending, fields, error } = useSubmit(consolePayoutAccountSave)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await submit(form)
    if (!saved) return
    toast(t('finance.accountSaved'))
    onSaved(saved)
  }
  return (
    <section className="finance-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('finance.payoutAccount')}</h2>
      {!account && <p className="muted small">{t('finance.noAccountYet')}</p>}
      <form className="inline-form money-form" aria-labelledby={`${id}-title`} noValidate onSubmit={save}>
        {ACCOUNT_FIELDS.map((field) => (
          <div key={field} className="inline-form">
            <label htmlFor={`${id}-${field}`}>{t(`finance.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              value={form[field]}
              autoComplete="off"
              aria-invalid={Boolean(fields[field])}
              aria-describedby={`${id}-${field}-error`}
              onChange={(e) => setForm({ ...form, [field]: e.target.value })}
            />
            <FieldError id={`${id}-${field}-error`} text={fields[field]} />
          </div>
        ))}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" disabled={pending}>
            {pending ? t('common.saving') : t('finance.saveAccount')}
          </button>
        </div>
      </form>
    </section>
  )
}
