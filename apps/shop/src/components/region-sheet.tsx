import type { CallingRegion } from '@crossmart/api-client'
import { Sheet } from '@crossmart/ui-kit'
import { useAtomValue } from 'jotai'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { languageAtom } from '../lib/language/language-atoms'
import { RadioGroup } from './radio-group'
import { matchesRegionQuery, regionOptions } from './region-names'
import './region-sheet.css'

export interface RegionSheetTexts {
  /** The sheet's title, and the field's accessible name ("Country code", "Country"). */
  title: string
  /** The search box's label ("Search by country or code"). */
  search: string
  /** Shown when nothing matches the search. */
  noMatch: string
}

export interface RegionSheetProps {
  texts: RegionSheetTexts
  value: CallingRegion | ''
  /** The phone's picker shows "+66" after each name; the address's country does not. */
  withCode: boolean
  onChoose: (region: CallingRegion) => void
  onClose: () => void
}

/**
 * Issue #31: a country out of about 240, found by typing: a bottom sheet with a search box (focused
 * when it opens) over the regions, named in the shopper's language and sorted in its collation.
 * The choice is an ARIA radio; choosing closes the sheet.
 */
export function RegionSheet({ texts, value, withCode, onChoose, onClose }: RegionSheetProps) {
  const { t } = useTranslation()
  const language = useAtomValue(languageAtom)
  const [query, setQuery] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)
  const all = useMemo(() => regionOptions(language), [language])
  const shown = useMemo(() => all.filter((option) => matchesRegionQuery(option, query)), [all, query])
  return (
    <Sheet
      open
      onClose={onClose}
      title={texts.title}
      closeLabel={t('common.close')}
      initialFocusRef={searchRef}
      className="region-sheet"
    >
      <div className="region-sheet__search">
        <input
          ref={searchRef}
          type="search"
          className="region-sheet__input"
          aria-label={texts.search}
          placeholder={texts.search}
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="region-sheet__none muted" role="status">
          {texts.noMatch}
        </p>
      ) : (
        <RadioGroup
          options={shown.map((option) => ({
            value: option.region,
            label: (
              <>
                <span aria-hidden="true">{option.flag}</span>
                <span className="region-sheet__name">{option.name}</span>
                {withCode ? <span className="muted">+{option.code}</span> : null}
              </>
            ),
            ariaLabel: withCode ? `${option.name} +${option.code}` : option.name,
          }))}
          value={value}
          onChange={(region) => {
            onChoose(region)
            onClose()
          }}
          ariaLabel={texts.title}
          className="option-list region-sheet__list"
          optionClassName={(_region, checked) => (checked ? 'option is-active' : 'option')}
        />
      )}
    </Sheet>
  )
}
