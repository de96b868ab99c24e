import { describe, expect, it } from 'vitest'
import { formatCents, formatTime, LOCALE_OF } from './format'

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

describe('formatTime (issue #44)', () => {
  it('writes the month out, so a Thai date is not "6/12/69"', () => {
    const at = Date.UTC(2026, 11, 6, 8, 30) / 1000
    const thai = formatTime(at, 'th-TH')
    expect(thai).not.toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}\b/)
    expect(thai).toContain('2569')
    expect(formatTime(at, 'en-US')).toMatch(/Dec 6, 2026/)
  })
})
