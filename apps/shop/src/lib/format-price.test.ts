import { describe, expect, it } from 'vitest'
import { createCountFormatter, createPriceFormatter } from './format-price'
import { createSignedPriceFormatter, currencySymbol } from './signed-price'

describe('createPriceFormatter (cents in, dollars out, one format in every language: issue #31)', () => {
  const price = createPriceFormatter()
  it.each([
    [3289, '$32.89'],
    [1230, '$12.30'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100_000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
  ])('%i -> %s', (cents, expected) => {
    expect(price(cents)).toBe(expected)
  })

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

  it('formats large counts compactly', () => {
    expect(createCountFormatter('en')(12_300)).toBe('12.3K')
    expect(createCountFormatter('en')(999)).toBe('999')
  })
})
