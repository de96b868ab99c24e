import { describe, expect, it } from 'vitest'
import { INTL_LOCALE, type Language } from '../i18n/languages'
import { formatCount, formatPrice } from './format-price'
import { createSignedPriceFormatter, currencySymbol } from './signed-price'

const LANGUAGES = Object.keys(INTL_LOCALE) as Language[]

describe('formatPrice (cents in, dollars out)', () => {
  it.each([
    ['en', 1230, '$12.30'],
    ['en', 0, '$0.00'],
    ['en', 123456789, '$1,234,567.89'],
    ['jp', 1999, '$19.99'],
    ['zh', -300, '-$3.00'],
  ] as const)('%s %i -> %s', (_language, cents, expected) => {
    expect(formatPrice(cents)).toBe(expected)
  })

  // The written-out format must be what Intl writes in each language (and so what a shopper saw
  // before): checked against the runtime's ICU over a spread of amounts.
  const AMOUNTS = [
    0, 1, 5, 10, 99, 100, 105, 999, 1000, 12345, 99999, 100000, 123456789, 100000000000, -1, -12345,
  ]
  it.each(LANGUAGES)('%s writes every amount as Intl does', (language) => {
    const intl = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    })
    for (const cents of AMOUNTS) expect(formatPrice(cents), `${cents}`).toBe(intl.format(cents / 100))
  })
})

describe('signed amounts (issue #31: one money format)', () => {
  it.each([
    [5000, '+$50.00'],
    [-2000, '\u2212$20.00'],
    [0, '$0.00'],
  ])('signed %i -> %s', (cents, expected) => {
    expect(createSignedPriceFormatter()(cents)).toBe(expected)
  })

  it('gives the amount inputs the same currency sign', () => {
    expect(currencySymbol()).toBe('$')
  })
})

describe('formatCount (compact counts)', () => {
  it.each([
    ['en', 12_300, '12.3K'],
    ['en', 999, '999'],
    ['en', 999_950, '1M'],
    ['zh', 12_345, '1.2万'],
    ['zh', 9_999, '9999'],
    ['kor', 1_234, '1.2천'],
    ['jp', 123_456_789, '1.2億'],
  ] as const)('%s %i -> %s', (language, value, expected) => {
    expect(formatCount(language, value)).toBe(expected)
  })

  // Every boundary of every unit (just under, at, rounding up into the next) and a spread between.
  const COUNTS = [
    ...[0, 1, 7, 42, 999, 1000, 1049, 1050, 1234, 9949, 9950, 9999, 10_000, 12_345, 99_949, 99_950, 99_999],
    ...[100_000, 999_949, 999_950, 1_000_000, 1_234_567, 12_345_678, 99_999_999, 99_995_000, 100_000_000],
    ...[123_456_789, 999_950_000, 1_000_000_000, 1_500_000_000_000, 9_999_999_999_999],
    ...Array.from({ length: 200 }, (_, i) => Math.floor(1.37 ** (i / 4) * 7)),
  ]
  it.each(LANGUAGES)('%s writes every count as Intl does', (language) => {
    const intl = new Intl.NumberFormat(INTL_LOCALE[language], {
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    for (const value of COUNTS) expect(formatCount(language, value), `${value}`).toBe(intl.format(value))
  })
})
