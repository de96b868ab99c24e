import { describe, expect, it } from 'vitest'
import { createCountFormatter, createPriceFormatter } from './format-price'

describe('createPriceFormatter (cents in, dollars out)', () => {
  it.each([
    ['en', 1230, '$12.30'],
    ['en', 0, '$0.00'],
    ['en', 123456789, '$1,234,567.89'],
    ['jp', 1999, '$19.99'],
  ] as const)('%s %i -> %s', (language, cents, expected) => {
    expect(createPriceFormatter(language)(cents)).toBe(expected)
  })

  it('shows a dollar sign in every language', () => {
    for (const language of ['en', 'zh', 'jp', 'kor', 'tai'] as const) {
      expect(createPriceFormatter(language)(500)).toMatch(/\$\s?5[.,]00/)
    }
  })

  it('formats large counts compactly', () => {
    expect(createCountFormatter('en')(12_300)).toBe('12.3K')
    expect(createCountFormatter('en')(999)).toBe('999')
  })
})
