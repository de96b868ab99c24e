import { describe, expect, it } from 'vitest'
import { formatCents, LOCALE_OF } from './format'

describe('formatCents', () => {
  // Issue #29: the console shows money as the shop does, "$32.89" in every language (never "US$").
  it.each(Object.entries(LOCALE_OF))('%s shows the narrow dollar sign', (_language, locale) => {
    const text = formatCents(3_289, locale)
    expect(text).toContain('$')
    expect(text).not.toContain('US$')
    expect(text).toMatch(/32[.,]89/)
  })

  it('formats cents, not dollars', () => {
    expect(formatCents(123_450, 'en-US')).toBe('$1,234.50')
    expect(formatCents(-500, 'en-US')).toBe('-$5.00')
  })
})
