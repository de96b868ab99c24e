import { consolePayoutRequest, type PayoutRecord, type ShopBalance } from '@crossmart/api-client'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { formatCents, LOCALE_OF } from '../../lib/format'
import { createRequestKey } from '../../lib/request-key'
import { useToast } from '../../lib/toast'
import { useSubmit } from '../../lib/use-submit'
import { checkPayoutAmount, payoutBlocker } from './payout-rules'

/**
 * Ask for a payout of the available balance to the shop's bank account. Money leaves, so a double
 * click must make one payout: a submission still under way ignores the next one, and each
 * submission carries one request key, kept while the same amount is retried (a lost answer then
 * answers the payout already made) and replaced after a payout was made or the amount changed.
 */
export function PayoutRequestForm({
  balance,
  onRequested,
  newRequestKey = createRequestKey,
}: {
  balance: ShopBalance
  onRequested(payout: PayoutRecord): void
  newRequestKey?: () => string
}) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const id = useId()
  const toast = useToast()
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { submit, pending, fields, error } = useSubmit(consolePayoutRequest)
  const inFlight = useRef(false)
  const attempt = useRef<{ cents: number; key: string } | null>(null)
  const blocker = payoutBlocker(balance)
  const account = balance.payoutAccount
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (blocker || inFlight.current) return
    const checked = checkPayoutAmount(amount, balance.availableCents)
    if (!checked.ok) {
      setProblem(
        checked.problem === 'moreThanAvailable'
          ? t('finance.moreThanAvailable', { available: formatCents(balance.availableCents, locale) })
          : t(`validation.${checked.problem}`),
      )
      return
    }
    setProblem(null)
    if (attempt.current?.cents !== checked.cents)
      attempt.current = { cents: checked.cents, key: newRequestKey() }
    inFlight.current = true
    try {
      const payout = await submit({ amountCents: checked.cents, requestKey: attempt.current.key })
      if (!payout) return
      attempt.current = null
      setAmount('')
      toast(t('finance.payoutRequested', { amount: formatCents(payout.amountCents, locale) }))
      onRequested(payout)
    } finally {
      inFlight.current = false
    }
  }
  return (
    <section className="finance-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('finance.requestPayout')}</h2>
      <form className="inline-form money-form" aria-labelledby={`${id}-title`} noValidate onSubmit={send}>
        <p className="small">
          {t('finance.availableNow', { amount: formatCents(balance.availableCents, locale) })}
        </p>
        {account ? (
          <p className="small">
            {t('finance.goesTo')}:{' '}
            <strong>
              {account.bankName} · {account.accountName} ·{' '}
              <span className="account">{account.accountNumber}</span>
            </strong>
          </p>
        ) : null}
        <label htmlFor={`${id}-amount`}>{t('finance.amountDollars')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={blocker !== null}
          aria-invalid={Boolean(problem || fields['amountCents'])}
          aria-describedby={blocker ? `${id}-blocker` : `${id}-amount-error`}
          onChange={(e) => setAmount(e.target.value)}
        />
        <FieldError id={`${id}-amount-error`} text={problem ?? fields['amountCents']} />
        {blocker && (
          <p className="muted small" id={`${id}-blocker`}>
            {t(`finance.blocked_${blocker}`)}
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={blocker !== null || pending}>
            {pending ? t('common.saving') : t('finance.requestPayoutButton')}
          </button>
        </div>
      </form>
    </section>
  )
}
