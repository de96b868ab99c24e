import { describe, expect, it } from 'vitest'
import { formatCents, parseAmountToCents } from './money.js'

describe('money helpers (integer cents)', () => {
  it.each<[string, number | undefined]>([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    [' 0.01 ', 1],
    ['0', 0],
    ['12.', 1200],
    ['12.345', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['', undefined],
    ['abc', undefined],
  ])('parseAmountToCents(%j) = %j', (input, expected) => {
    expect(parseAmountToCents(input)).toBe(expected)
  })

  it.each<[number, string]>([
    [0, '0.00'],
    [1, '0.01'],
    [1234, '12.34'],
    [-250, '-2.50'],
    [100_000_00, '100000.00'],
  ])('formatCents(%i) = %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected)
  })
})
