import type { Language } from '../i18n/languages'

/**
 * Money and counts without Intl.NumberFormat. The first NumberFormat a page builds loads ICU's
 * number data, which was the largest single piece of /home's hydration (0.35 s at 4x CPU slowdown,
 * scripts/main-thread-profile.ts), and every one of the shop's five languages writes these the same
 * way anyway. Written out here, they are also the same on the server (Node's ICU) and in the browser
 * (Chromium's), so a served page never hydrates against a different string. The tests compare both
 * with Intl in every language.
 */

/** Money arrives in integer cents (the api-client money convention); it is shown in dollars (shop-spec §1). */
const CENTS_PER_DOLLAR = 100
export const DISPLAY_CURRENCY = 'USD'

/** 1234567 -> "1,234,567" (every language of the shop groups by three with a comma). */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * "$1,234.50", "-$3.00": US dollars with the narrow symbol, as Intl writes them in en-US, zh-CN, ja-JP,
 * ko-KR and th-TH. A fraction of a cent rounds half away from zero, as Intl does.
 */
export function formatCents(cents: number): string {
  const rounded = Math.round(Math.abs(cents))
  const dollars = Math.floor(rounded / CENTS_PER_DOLLAR)
  const rest = String(rounded % CENTS_PER_DOLLAR).padStart(2, '0')
  return `${cents < 0 && rounded > 0 ? '-' : ''}$${groupThousands(dollars)}.${rest}`
}

/** A compact unit: from `min` on, a value is shown in multiples of `divisor` with `suffix`. */
interface CompactUnit {
  min: number
  divisor: number
  suffix: string
}

const WESTERN_UNITS: readonly CompactUnit[] = [
  { min: 1e3, divisor: 1e3, suffix: 'K' },
  { min: 1e6, divisor: 1e6, suffix: 'M' },
  { min: 1e9, divisor: 1e9, suffix: 'B' },
  { min: 1e12, divisor: 1e12, suffix: 'T' },
]

/** CLDR's short compact forms of the five languages (Chinese and Japanese count in ten thousands). */
const COMPACT_UNITS: Readonly<Record<Language, readonly CompactUnit[]>> = {
  en: WESTERN_UNITS,
  tai: WESTERN_UNITS,
  zh: [
    { min: 1e4, divisor: 1e4, suffix: '万' },
    { min: 1e8, divisor: 1e8, suffix: '亿' },
    { min: 1e12, divisor: 1e12, suffix: '万亿' },
  ],
  jp: [
    { min: 1e4, divisor: 1e4, suffix: '万' },
    { min: 1e8, divisor: 1e8, suffix: '億' },
    { min: 1e12, divisor: 1e12, suffix: '兆' },
  ],
  kor: [
    { min: 1e3, divisor: 1e3, suffix: '천' },
    { min: 1e4, divisor: 1e4, suffix: '만' },
    { min: 1e8, divisor: 1e8, suffix: '억' },
    { min: 1e12, divisor: 1e12, suffix: '조' },
  ],
}

/** Tenths of `value / divisor`, rounded half up, in integers (no 1.15 * 10 = 11.4999 surprises). */
function tenthsOf(value: number, divisor: number): number {
  return divisor >= 10 ? Math.floor((value * 10 + divisor / 2) / divisor) : Math.round(value * 10)
}

/**
 * Counts (sold, followers, seen) in the language's short compact form with at most one decimal, as
 * `Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })` writes them:
 * 12300 -> "12.3K" / "1.2万"; a value that rounds up into the next unit takes it (999950 -> "1M").
 */
export function formatCount(language: Language, value: number): string {
  const magnitude = Math.round(Math.abs(value))
  const sign = value < 0 && magnitude > 0 ? '-' : ''
  const units = COMPACT_UNITS[language]
  let unit: CompactUnit | undefined
  for (const candidate of units) if (magnitude >= candidate.min) unit = candidate
  if (!unit) return `${sign}${magnitude}`
  let tenths = tenthsOf(magnitude, unit.divisor)
  const next = units[units.indexOf(unit) + 1]
  if (next && tenths * unit.divisor >= next.min * 10) {
    unit = next
    tenths = tenthsOf(magnitude, unit.divisor)
  }
  const whole = Math.floor(tenths / 10)
  const fraction = tenths % 10
  return `${sign}${whole}${fraction === 0 ? '' : `.${fraction}`}${unit.suffix}`
}

/** Prices in the language's style (the same in the five: see formatCents). */
export function createPriceFormatter(_language: Language): (cents: number) => string {
  return formatCents
}

export function createCountFormatter(language: Language): (value: number) => string {
  return (value) => formatCount(language, value)
}
