import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { INTL_LOCALE } from '../../../i18n/languages'
import { languageAtom } from '../../../lib/language/language-atoms'
import { useFormatters } from '../../../lib/use-formatters'
import type { FieldError } from '../state/wallet-rules'

/** Record times in the current language (date and minutes). */
export function useDateTime(): (iso: string) => string {
  const locale = INTL_LOCALE[useAtomValue(languageAtom)]
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return (iso: string) => format.format(new Date(iso))
  }, [locale])
}

/** The text of a wallet form error (contract rules from `validation`, balance rules from `wallet`). */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(['wallet', 'validation'])
  const { price } = useFormatters()
  return (error) => {
    if (!error) return undefined
    if (error.kind === 'exceedsBalance') return t('wallet:withdrawal.exceedsBalance')
    if (error.kind === 'belowServiceCharge')
      return t('wallet:withdrawal.belowServiceCharge', { charge: price(error.chargeCents) })
    return t(`validation:${error.key.slice('validation.'.length)}` as 'validation:invalid')
  }
}
