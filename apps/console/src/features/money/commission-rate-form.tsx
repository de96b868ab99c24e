import { consoleCommissionRateSet, type EndpointResponse } from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { useSubmit } from '../../lib/use-submit'
import { bpsToPercentText, percentToBps } from './commission-bps'

export type RateTarget = 'category' | 'shop'
type Rates = EndpointResponse<typeof consoleCommissionRateSet>

/**
 * One rate, typed in percent and sent as integer basis points (5.5 % = 550 bp). A shop's override
 * may be cleared (the shop then pays its categories' rates); a category always has a rate.
 */
export function CommissionRateForm({
  target,
  id,
  name,
  bps,
  onSaved,
}: {
  target: RateTarget
  id: number
  name: string
  bps: number | null
  onSaved(rates: Rates): void
}) {
  const { t } = useTranslation()
  const fieldId = useId()
  const [text, setText] = useState(bps === null ? '' : bpsToPercentText(bps))
  const [problem, setProblem] = useState<string | null>(null)
  const { submit, pending, fields, error } = useSubmit(consoleCommissionRateSet)
  const send = async (commissionBps: number | null) => {
    const rates = await submit({ target, id, commissionBps })
    if (rates) onSaved(rates)
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    const parsed = percentToBps(text)
    if (!parsed.ok) {
      setProblem(t(`money.rateProblem_${parsed.problem}`))
      return
    }
    setProblem(null)
    void send(parsed.bps)
  }
  const message = problem ?? fields['commissionBps'] ?? error
  return (
    <form className="rate-form" aria-label={t('money.rateOf', { name })} noValidate onSubmit={save}>
      <label htmlFor={`${fieldId}-rate`} className="sr-only">
        {t('money.rateOf', { name })}
      </label>
      <span className="rate-form__input">
        <input
          id={`${fieldId}-rate`}
          inputMode="decimal"
          value={text}
          placeholder={target === 'shop' ? t('money.noOverride') : undefined}
          aria-invalid={Boolean(problem || fields['commissionBps'])}
          aria-describedby={`${fieldId}-rate-error`}
          onChange={(e) => setText(e.target.value)}
        />
        <span aria-hidden="true">%</span>
      </span>
      <button type="submit" disabled={pending}>
        {pending ? t('common.saving') : t('common.save')}
      </button>
      {target === 'shop' && bps !== null && (
        <button
          type="button"
          className="link danger"
          disabled={pending}
          onClick={() => {
            setProblem(null)
            void send(null)
          }}
        >
          {t('money.clearOverride')}
        </button>
      )}
      <FieldError id={`${fieldId}-rate-error`} text={message ?? undefined} />
    </form>
  )
}
