import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isPeriod, type Period } from '../lib/period'
import { FieldError } from './states'

/** From and to dates of a money page; the period applies when shown, and only when it is one. */
export function PeriodForm({ initial, onShow }: { initial: Period; onShow(period: Period): void }) {
  const { t } = useTranslation()
  const id = useId()
  const [form, setForm] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPeriod(form)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    onShow(form)
  }
  return (
    <form className="filters" aria-label={t('period.label')} noValidate onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-from`}>{t('period.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={form.from}
          aria-invalid={invalid}
          aria-describedby={`${id}-error`}
          onChange={(e) => setForm({ ...form, from: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`}>{t('period.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={form.to}
          aria-invalid={invalid}
          aria-describedby={`${id}-error`}
          onChange={(e) => setForm({ ...form, to: e.target.value })}
        />
      </div>
      <button type="submit">{t('period.show')}</button>
      <FieldError id={`${id}-error`} text={invalid ? t('period.invalid') : undefined} />
    </form>
  )
}
