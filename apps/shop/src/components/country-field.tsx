import type { CallingRegion } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { flagOf } from './region-names'
import { RegionSheet, type RegionSheetTexts } from './region-sheet'
import { useRegionName } from './use-region-name'

export interface CountryFieldProps {
  /** `title` is the field's label ("Country"). */
  texts: RegionSheetTexts
  value: CallingRegion | ''
  onChange: (region: CallingRegion) => void
  error?: string | undefined
}

/**
 * Issue #31: an address's country in the text fields' style (the ui-kit's `cm-field` classes): a
 * button showing the country, named in the shopper's language, that opens the searchable country
 * sheet. An address from before #31 has none: the field is empty until one is chosen.
 */
export function CountryField({ texts, value, onChange, error }: CountryFieldProps) {
  const regionName = useRegionName()
  const [picking, setPicking] = useState(false)
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={error ? 'cm-field is-invalid' : 'cm-field'}>
      <span className="cm-field__label" id={`${id}-label`}>
        {texts.title}
      </span>
      <div className="cm-field__control">
        <button
          id={id}
          type="button"
          className="cm-field__input country-field__button"
          aria-labelledby={`${id}-label ${id}`}
          aria-haspopup="dialog"
          aria-expanded={picking}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => setPicking(true)}
        >
          {value === '' ? '' : `${flagOf(value)} ${regionName(value)}`}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="cm-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {picking ? (
        <RegionSheet
          texts={texts}
          value={value}
          withCode={false}
          onChoose={onChange}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  )
}
