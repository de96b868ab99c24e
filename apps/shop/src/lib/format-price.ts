import type { Language } from '../i18n/languages'
import { INTL_LOCALE } from '../i18n/languages'

/** Money arrives in integer cents (the api-client money convention); it is shown in dollars (shop-spec §1). */
const CENTS_PER_DOLLAR = 100
export const DISPLAY_CURRENCY = 'USD'

/**
 * Issue #31 "one money format everywhere": every amount is US dollars, so it is written one way in
 * every language ("$1,234.50"), never the browser's idea of a locale's dollar ("US$", "1 234,50 $").
 * The number style is fixed to this locale's; only the words around an amount are translated.
 */
export const MONEY_LOCALE = 'en-US'

/** cents -> "$12.30". Build once per screen (Intl is costly); signs: lib/signed-price.ts. */
export function createPriceFormatter(): (cents: number) => string {
  const format = new Intl.NumberFormat(MONEY_LOCALE, {
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
