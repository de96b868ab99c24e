import { formatCount, formatPrice } from './format-price'

/**
 * Money and counts are written the same in the five languages and without Intl (format-price.ts):
 * one pair for every component. Every product card used to build its own pair of Intl.NumberFormat
 * (1.2 s of /home's hydration at 4x CPU slowdown, scripts/main-thread-profile.ts).
 */
const FORMATTERS = { price: formatPrice, count: formatCount } as const

/** Prices (cents -> dollars) and counts, as every screen shows them. */
export function useFormatters() {
  return FORMATTERS
}
