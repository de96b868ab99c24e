import { describe, expect, it } from 'vitest'
import { centsToDecimal, dollarsToCents } from './money-input'

describe('dollars typed -> cents', () => {
  it.each([
    ['12', 1_200],
    ['12.5', 1_250],
    ['12.50', 1_250],
    ['0.29', 29],
    [' 1,250.05 ', 125_005],
    ['0', 0],
  ])('%j -> %d', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents)
  })

  it.each(['', 'abc', '1.234', '-5', '1e3', '.5', '12.', '$5'])('%j is not an amount', (text) => {
    expect(dollarsToCents(text)).toBeNull()
  })
})

describe('cents -> decimal dollars (CSV)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1_250, '12.50'],
    [-1_250, '-12.50'],
    [-5, '-0.05'],
    [123_456_789, '1234567.89'],
  ])('%d -> %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text)
  })
})
