import type { ReactNode } from 'react'
import { RadioGroup } from '../../../components/radio-group'

/** One choice out of a few, as chips (a radio group): refund type, product status, reason. */
export function ChoiceChips<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: ReactNode
  options: readonly { value: V; label: string }[]
  value: V | ''
  onChange: (value: V) => void
  error?: string | undefined
}) {
  return (
    <fieldset className="choice">
      <legend className="cm-field__label">{label}</legend>
      <RadioGroup options={options} value={value} onChange={onChange} className="chips choice__chips" />
      {error ? (
        <p className="cm-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
