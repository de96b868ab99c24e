import { type CallingRegion, callingCodeOf } from '@crossmart/api-client'
import { TextField } from '@crossmart/ui-kit'
import { useState } from 'react'
import { flagOf } from './region-names'
import { RegionSheet, type RegionSheetTexts } from './region-sheet'
import { useRegionName } from './use-region-name'
import './phone-field.css'

export interface PhoneFieldProps {
  label: string
  /** The picker's texts; `title` is its accessible name ("Country code"). */
  codeTexts: RegionSheetTexts
  region: CallingRegion
  onRegionChange: (region: CallingRegion) => void
  /** The national part as typed; composePhone makes the stored E.164 form of both. */
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

/**
 * Issue #31: a phone number in international form: a compact "🇹🇭 +66" before the national number
 * opens the searchable country sheet (type "thai" or "66"), so the field stays narrow.
 */
export function PhoneField({
  label,
  codeTexts,
  region,
  onRegionChange,
  value,
  onChange,
  error,
}: PhoneFieldProps) {
  const regionName = useRegionName()
  const [picking, setPicking] = useState(false)
  const code = `+${callingCodeOf(region)}`
  const picker = (
    <button
      type="button"
      className="phone-code"
      aria-haspopup="dialog"
      aria-expanded={picking}
      aria-label={`${codeTexts.title}: ${regionName(region)} ${code}`}
      onClick={() => setPicking(true)}
    >
      <span aria-hidden="true">
        {flagOf(region)} {code}
      </span>
    </button>
  )
  return (
    <>
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
      {picking ? (
        <RegionSheet
          texts={codeTexts}
          value={region}
          withCode
          onChoose={onRegionChange}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </>
  )
}
