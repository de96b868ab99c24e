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
const MONEY_LOCALE = 'en-US'

/** A real minus sign (U+2212) for debits and discounts, as the fund record has always shown. */
const MINUS = '\u2212'

/** cents -> "$12.30"; a negative amount -> "−$12.30". Build once per screen (Intl is costly). */
export function createPriceFormatter(): (cents: number) => string {
  const format = new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency: DISPLAY_CURRENCY,
    currencyDisplay: 'narrowSymbol',
  })
  return (cents) =>
    cents < 0
      ? `${MINUS}${format.format(-cents / CENTS_PER_DOLLAR)}`
      : format.format(cents / CENTS_PER_DOLLAR)
}

/** A movement of money with its sign: "+$50.00", "−$20.00", "$0.00" (the fund record, discounts). */
export function createSignedPriceFormatter(): (cents: number) => string {
  const price = createPriceFormatter()
  return (cents) => (cents > 0 ? `+${price(cents)}` : price(cents))
}

/** The currency sign the amount inputs show before what is typed ("$"), from the same format. */
export function currencySymbol(): string {
  const parts = new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency: DISPLAY_CURRENCY,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? '$'
}

export function createCountFormatter(language: Language): (value: number) => string {
  const format = new Intl.NumberFormat(INTL_LOCALE[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  return (value) => format.format(value)
}
