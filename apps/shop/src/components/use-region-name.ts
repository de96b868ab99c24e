import { atom, useAtomValue } from 'jotai'
import { INTL_LOCALE } from '../i18n/languages'
import { languageAtom } from '../lib/language/language-atoms'

/**
 * One region-name formatter per language in a store: an address card or a phone field re-renders
 * on every keystroke, and building `Intl.DisplayNames` each time is costly (see use-date-time.ts).
 */
const regionNameAtom = atom((get) => {
  const names = new Intl.DisplayNames([INTL_LOCALE[get(languageAtom)]], { type: 'region' })
  return (region: string): string => {
    if (region === '') return ''
    try {
      return names.of(region) ?? region
    } catch {
      // Not a region code the runtime accepts (a value stored before the table): shown as stored.
      return region
    }
  }
})

/** A region's name in the shopper's language ("Thailand", "泰国"); the code when there is none. */
export function useRegionName(): (region: string) => string {
  return useAtomValue(regionNameAtom)
}
