import { createPriceFormatter, DISPLAY_CURRENCY, MONEY_LOCALE } from './format-price'

/*
 * Kept out of format-price.ts, which /home loads: only the wallet and after-sale screens use these,
 * and /home's JavaScript budget is nearly full (shop README "Performance budget").
 */

/** A real minus sign (U+2212) for debits and discounts, the same on every screen. */
export const MINUS = '\u2212'

/** A movement of money with its sign: "+$50.00", "−$20.00", "$0.00" (the fund record, discounts). */
export function createSignedPriceFormatter(): (cents: number) => string {
  const price = createPriceFormatter()
  return (cents) => (cents > 0 ? `+${price(cents)}` : cents < 0 ? `${MINUS}${price(-cents)}` : price(0))
}

/** The currency sign the amount inputs show before what is typed ("$"), from the one money format. */
export function currencySymbol(): string {
  const parts = new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency: DISPLAY_CURRENCY,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? '$'
}
