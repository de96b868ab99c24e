import { useTranslation } from 'react-i18next'
import { merchantsEn } from './locales/merchants/en'
import { merchantsJp } from './locales/merchants/jp'
import { merchantsKor } from './locales/merchants/kor'
import { merchantsTai } from './locales/merchants/tai'
import { merchantsZh } from './locales/merchants/zh'

/**
 * Issue #48 "Merchants join": the guest pages' and the operator's review strings, in the five
 * languages. They travel with those lazily loaded screens, not with the inbox's first load; only the
 * section names are in create-i18n.ts (the navigation shows them).
 */
export const MERCHANT_LOCALES = {
  en: merchantsEn,
  zh: merchantsZh,
  jp: merchantsJp,
  kor: merchantsKor,
  tai: merchantsTai,
} as const

/** Adds the strings to the console's i18next instance the first time one of the screens renders. */
export function useMerchantStrings() {
  const translation = useTranslation()
  const { i18n } = translation
  if (!i18n.exists('merchants.applyTitle', { lng: 'en' })) {
    for (const [lang, strings] of Object.entries(MERCHANT_LOCALES))
      i18n.addResourceBundle(lang, 'translation', strings, true, false)
  }
  return translation
}
