import type { ReactNode } from 'react'

export interface RadioOption<V extends string | number> {
  value: V
  label: ReactNode
  /** When the visible label is not the option's name (a star). */
  ariaLabel?: string
  /** The option's own language (a language's name written in it). */
  lang?: string
}

export interface RadioGroupProps<V extends string | number> {
  options: readonly RadioOption<V>[]
  /** The chosen value ('' or a value not in `options`: none). */
  value: V | ''
  onChange: (value: V) => void
  /** The group's accessible name (omit inside a fieldset whose legend names it). */
  ariaLabel?: string
  className: string
  /** Class of an option; default: `chip`, plus `is-active` when chosen. */
  optionClassName?: (value: V, checked: boolean) => string
}

const chipClass = (_value: unknown, checked: boolean) => (checked ? 'chip is-active' : 'chip')

/**
 * One choice out of a few as styled buttons (sort chips, refund reasons, stars, languages): the
 * ARIA radio pattern, role radio with aria-checked inside a radiogroup.
 */
export function RadioGroup<V extends string | number>({
  options,
  value,
  onChange,
  ariaLabel,
  className,
  optionClassName = chipClass,
}: RadioGroupProps<V>) {
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={className}>
      {options.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled button group; role radio with aria-checked is the ARIA radio pattern
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          aria-label={option.ariaLabel}
          lang={option.lang}
          className={optionClassName(option.value, option.value === value)}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
