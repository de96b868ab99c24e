import { type CallingRegion, callingCodeOf } from '@crossmart/api-client'
import { TextField } from '@crossmart/ui-kit'
import { useAtomValue } from 'jotai'
import { languageAtom } from '../lib/language/language-atoms'
import { flagOf } from './region-names'
import { RegionOptionList } from './region-option-list'
import './phone-field.css'

export interface PhoneFieldProps {
  label: string
  /** The picker's accessible name ("Country code"). */
  codeLabel: string
  region: CallingRegion
  onRegionChange: (region: CallingRegion) => void
  /** The national part as typed; composePhone makes the stored E.164 form of both. */
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

/**
 * Issue #31: a phone number in international form: a country-code picker (a native select, so
 * every screen reader and phone keyboard knows it; names in the shopper's language) before the
 * national number. The select is laid over a compact "🇹🇭 +66" so the field stays narrow.
 */
export function PhoneField({
  label,
  codeLabel,
  region,
  onRegionChange,
  value,
  onChange,
  error,
}: PhoneFieldProps) {
  const language = useAtomValue(languageAtom)
  const picker = (
    <span className="phone-code">
      <span className="phone-code__shown" aria-hidden="true">
        {flagOf(region)} +{callingCodeOf(region)}
      </span>
      <select
        className="phone-code__select"
        aria-label={codeLabel}
        value={region}
        onChange={(event) => onRegionChange(event.target.value as CallingRegion)}
      >
        <RegionOptionList language={language} withCode />
      </select>
    </span>
  )
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix={picker}
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}
