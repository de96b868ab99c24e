import { formatPrice } from './format-price'

/*
 * Kept out of format-price.ts, which /home loads: only the wallet and after-sale screens use these,
 * and /home's JavaScript budget is nearly full (shop README "Performance budget").
 */

/** A real minus sign (U+2212) for debits and discounts, the same on every screen. */
export const MINUS = '\u2212'

/**
 * A movement of money with its sign: "+$50.00", "−$20.00", "$0.00" (the fund record; a discount is
 * `formatSignedPrice(-discountCents)`).
 */
export function formatSignedPrice(cents: number): string {
  return cents > 0 ? `+${formatPrice(cents)}` : cents < 0 ? `${MINUS}${formatPrice(-cents)}` : formatPrice(0)
}
