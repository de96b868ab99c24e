import { atom, useAtomValue } from 'jotai'
import { INTL_LOCALE } from '../i18n/languages'
import { languageAtom } from './language/language-atoms'

/** One formatter per language in a store (an Intl formatter is costly to build; see use-formatters.ts). */
const dateTimeAtom = atom((get) => {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[get(languageAtom)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (iso: string) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : format.format(date)
  }
})

/**
 * Times of orders, refunds and wallet records (ISO strings) in the current language, date and
 * minutes. A value that is not a date is shown as it came rather than as "Invalid Date".
 */
export function useDateTime(): (iso: string) => string {
  return useAtomValue(dateTimeAtom)
}
