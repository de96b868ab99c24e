import type { CallingRegion } from '@crossmart/api-client'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { languageAtom } from '../lib/language/language-atoms'
import { RegionOptionList } from './region-option-list'

export interface CountryFieldProps {
  label: string
  value: CallingRegion | ''
  onChange: (region: CallingRegion) => void
  error?: string | undefined
}

/**
 * Issue #31: an address's country, a native select in the text fields' style (the ui-kit's
 * `cm-field` classes), names in the shopper's language. An address from before #31 has none: the
 * empty option shows until one is chosen.
 */
export function CountryField({ label, value, onChange, error }: CountryFieldProps) {
  const language = useAtomValue(languageAtom)
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={error ? 'cm-field is-invalid' : 'cm-field'}>
      <label className="cm-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cm-field__control">
        <select
          id={id}
          className="cm-field__input"
          autoComplete="country"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value as CallingRegion)}
        >
          {value === '' ? <option value="" /> : null}
          <RegionOptionList language={language} withCode={false} />
        </select>
      </div>
      {error ? (
        <p id={errorId} className="cm-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
