import type { Language } from '../i18n/languages'
import { INTL_LOCALE } from '../i18n/languages'

/** Money arrives in integer cents (the api-client money convention); it is shown in dollars (shop-spec §1). */
const CENTS_PER_DOLLAR = 100
export const DISPLAY_CURRENCY = 'USD'

/** Cached per locale: Intl.NumberFormat is costly to build on every list row. */
export function createPriceFormatter(language: Language): (cents: number) => string {
  const format = new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: DISPLAY_CURRENCY,
    currencyDisplay: 'narrowSymbol',
  })
  return (cents) => format.format(cents / CENTS_PER_DOLLAR)
}

export function createCountFormatter(language: Language): (value: number) => string {
  const format = new Intl.NumberFormat(INTL_LOCALE[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  return (value) => format.format(value)
}
