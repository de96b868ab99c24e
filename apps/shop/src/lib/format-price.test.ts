import { describe, expect, it } from 'vitest'
import { INTL_LOCALE, type Language } from '../i18n/languages'
import { formatCount, formatPrice } from './format-price'
import { formatSignedPrice } from './signed-price'

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
    expect(formatSignedPrice(cents)).toBe(expected)
  })
})

describe('formatCount (counts in full, grouped)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_601, '1,601'],
    [12_345_678, '12,345,678'],
  ])('%i -> %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected)
  })

  const COUNTS = [0, 1, 42, 999, 1000, 9999, 12_345, 999_950, 1_234_567, 9_999_999_999_999]
  it.each(LANGUAGES)('%s writes every count as Intl writes a plain number', (language) => {
    const intl = new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 0 })
    for (const value of COUNTS) expect(formatCount(value), `${value}`).toBe(intl.format(value))
  })
})
