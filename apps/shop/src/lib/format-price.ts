import type { Language } from '../i18n/languages'

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
  const rounded = Math.round(Math.abs(cents))
  const dollars = Math.floor(rounded / CENTS_PER_DOLLAR)
  const rest = String(rounded % CENTS_PER_DOLLAR).padStart(2, '0')
  return `${cents < 0 && rounded > 0 ? '-' : ''}${CURRENCY_SYMBOL}${groupThousands(dollars)}.${rest}`
}

/**
 * CLDR's short compact units of the five languages, as [power of ten, suffix]: from 10^power on, a
 * value is shown in multiples of it (Chinese and Japanese count in ten thousands). Tuples, not
 * objects: this ships in /home's first script, where every byte counts (scripts/perf-budget.ts).
 */
type CompactUnits = readonly (readonly [power: number, suffix: string])[]

const WESTERN_UNITS: CompactUnits = [
  [3, 'K'],
  [6, 'M'],
  [9, 'B'],
  [12, 'T'],
]

const COMPACT_UNITS: Readonly<Record<Language, CompactUnits>> = {
  en: WESTERN_UNITS,
  tai: WESTERN_UNITS,
  zh: [
    [4, '万'],
    [8, '亿'],
    [12, '万亿'],
  ],
  jp: [
    [4, '万'],
    [8, '億'],
    [12, '兆'],
  ],
  kor: [
    [3, '천'],
    [4, '만'],
    [8, '억'],
    [12, '조'],
  ],
}

/**
 * Counts (sold, followers, seen) in the language's short compact form with at most one decimal, as
 * `Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })` writes them:
 * 12300 -> "12.3K" / "1.2万"; a value that rounds up into the next unit takes it (999950 -> "1M").
 */
export function formatCount(language: Language, value: number): string {
  const magnitude = Math.round(Math.abs(value))
  const units = COMPACT_UNITS[language]
  const power = (index: number) => 10 ** (units[index]?.[0] ?? Number.POSITIVE_INFINITY)
  // Tenths of the unit, in integers, rounded half up (no 1.15 * 10 = 11.4999 surprises).
  const tenthsIn = (index: number) => Math.floor((magnitude * 10 + power(index) / 2) / power(index))
  let index = -1
  while (magnitude >= power(index + 1)) index++
  let text = String(magnitude)
  if (index >= 0) {
    // A value that rounds up to the next unit takes it, as Intl does (999950 -> "1M", not "1000K").
    if (tenthsIn(index) * power(index) >= power(index + 1) * 10) index++
    text = `${tenthsIn(index) / 10}${units[index]?.[1]}`
  }
  return `${value < 0 && magnitude > 0 ? '-' : ''}${text}`
}
