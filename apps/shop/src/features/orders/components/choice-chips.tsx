import type { ReactNode } from 'react'

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
      <div role="radiogroup" className="chips choice__chips">
        {options.map((option) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip styled as a radio (role radio + aria-checked)
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            className={option.value === value ? 'chip is-active' : 'chip'}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error ? (
        <p className="cm-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
