import { memo, useMemo } from 'react'
import type { Language } from '../i18n/languages'
import { regionOptions } from './region-names'

/**
 * The ~200 `<option>`s of a country select, memoized on the language: a form re-renders on every
 * keystroke, and without this each one reconciled every country of both selects again.
 */
export const RegionOptionList = memo(function RegionOptionList({
  language,
  withCode,
}: {
  language: Language
  /** The picker shows "+66" after the name; the address's country field does not. */
  withCode: boolean
}) {
  const options = useMemo(() => regionOptions(language), [language])
  return (
    <>
      {options.map((option) => (
        <option key={option.region} value={option.region}>
          {option.flag} {option.name}
          {withCode ? ` +${option.code}` : ''}
        </option>
      ))}
    </>
  )
})
