import { describe, expect, it } from 'vitest'
import { bpsToPercentText, percentToBps } from './commission-bps'

describe('percent typed -> basis points', () => {
  it.each([
    ['5.5', 550],
    ['5.50', 550],
    ['5,5', 550],
    ['5.55', 555],
    ['0.01', 1],
    ['0', 0],
    ['12', 1_200],
    ['100', 10_000],
    [' 7.25 % ', 725],
  ])('%j -> %d bp', (text, bps) => {
    expect(percentToBps(text)).toEqual({ ok: true, bps })
  })

  it.each([
    ['', 'format'],
    ['abc', 'format'],
    ['-1', 'format'],
    ['5.', 'format'],
    ['1e2', 'format'],
    ['5.555', 'fraction'],
    ['0.001', 'fraction'],
    ['100.01', 'range'],
    ['250', 'range'],
  ])('%j is refused (%s)', (text, problem) => {
    expect(percentToBps(text)).toEqual({ ok: false, problem })
  })
})

describe('basis points -> percent text', () => {
  it.each([
    [550, '5.5'],
    [500, '5'],
    [555, '5.55'],
    [1, '0.01'],
    [0, '0'],
    [10_000, '100'],
  ])('%d bp -> %s', (bps, text) => {
    expect(bpsToPercentText(bps)).toBe(text)
    expect(percentToBps(text)).toEqual({ ok: true, bps })
  })
})
