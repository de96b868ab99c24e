const CENTS_PER_DOLLAR = 100

/**
 * Integer cents as money in the given locale ($1,234.50), with the narrow symbol as the shop shows it
 * (apps/shop lib/format-price.ts): zh-CN would otherwise print "US$32.89" where the shop says "$32.89".
 */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / CENTS_PER_DOLLAR)
}

/**
 * An ISO time or epoch seconds as a local date and time. The month is written out (issue #44): a
 * short date reads "6/12/69" in Thai (Buddhist year, two digits), which nobody can place.
 */
export function formatTime(value: string | number, locale: string): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** i18n language code -> BCP 47 locale for Intl. */
export const LOCALE_OF: Readonly<Record<string, string>> = {
  en: 'en-US',
  zh: 'zh-CN',
  jp: 'ja-JP',
  kor: 'ko-KR',
  tai: 'th-TH',
}

const BPS_PER_WHOLE = 10_000

/** A commission rate in basis points as a percentage in the given locale (550 -> "5.5%"). */
export function formatBps(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / BPS_PER_WHOLE,
  )
}

/** An ISO time as a short local date (no time of day). */
export function formatDate(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value))
}
