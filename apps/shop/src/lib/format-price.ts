/**
 * Money and counts without Intl.NumberFormat. The first NumberFormat a page builds loads ICU's
 * number data, which was the largest single piece of /home's hydration (0.35 s at 4x CPU slowdown,
 * scripts/main-thread-profile.ts), and every one of the shop's five languages writes these the same
 * way anyway. Written out here, they are also the same on the server (Node's ICU) and in the browser
 * (Chromium's), so a served page never hydrates against a different string. The tests compare both
 * with Intl in every language.
 */

/** The currency sign before every amount, and before what is typed in an amount field. */
export const CURRENCY_SYMBOL = '$'

/** Money arrives in integer cents (the api-client money convention); it is shown in dollars (shop-spec §1). */
const CENTS_PER_DOLLAR = 100

/** 1234567 -> "1,234,567" (every language of the shop groups by three with a comma). */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * "$1,234.50", "-$3.00": US dollars with the narrow symbol, as Intl writes them in en-US, zh-CN, ja-JP,
 * ko-KR and th-TH. Issue #31's one money format: an amount is written this one way in every language
 * and on every screen (signed amounts: signed-price.ts). A fraction of a cent rounds half away from
 * zero, as Intl does.
 */
export function formatPrice(cents: number): string {
  if (cents < 0) return `-${formatPrice(-cents)}`
  const rounded = Math.round(cents)
  const rest = String(rounded % CENTS_PER_DOLLAR).padStart(2, '0')
  return `${CURRENCY_SYMBOL}${groupThousands(Math.floor(rounded / CENTS_PER_DOLLAR))}.${rest}`
}

/**
 * Counts (sold, followers, seen) written in full and grouped by three, as Intl writes a plain number
 * in each of the five languages ("1,601 sold", "已售 1,601"). Not the compact "1.6K" / "1.6千": that
 * needs ICU's data (see above) or a CLDR table of our own in /home's first script, which is at its
 * byte budget (scripts/perf-budget.ts). Counts are never negative (the contract's count fields).
 */
export function formatCount(value: number): string {
  return groupThousands(Math.round(value))
}
