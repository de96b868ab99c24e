import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { INTL_LOCALE } from '../i18n/languages'
import { languageAtom } from './language/language-atoms'

/**
 * Times of orders, refunds and wallet records (ISO strings) in the current language, date and
 * minutes. A value that is not a date is shown as it came rather than as "Invalid Date".
 */
export function useDateTime(): (iso: string) => string {
  const language = useAtomValue(languageAtom)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
    return (iso: string) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : format.format(date)
    }
  }, [language])
}
