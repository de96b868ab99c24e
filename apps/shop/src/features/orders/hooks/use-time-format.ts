import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { INTL_LOCALE } from '../../../i18n/languages'
import { languageAtom } from '../../../lib/language/language-atoms'

/** Order and refund times in the current language (date and minutes). */
export function useTimeFormat(): (iso: string) => string {
  const language = useAtomValue(languageAtom)
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' })
    return (iso: string) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : format.format(date)
    }
  }, [language])
}
