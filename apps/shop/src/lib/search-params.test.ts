import { describe, expect, it } from 'vitest'
import { compact, nonEmptyText, positiveInt, productSort } from './search-params'

describe('search param parsers', () => {
  it.each([
    ['3', 3],
    [3, 3],
    ['0', undefined],
    ['-2', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    [undefined, undefined],
    // Issue #45: only canonical decimal text is an id (Number() reads all of these as one).
    ['0x10', undefined],
    ['1e2', undefined],
    ['016', undefined],
    ['+3', undefined],
    [' 3', undefined],
    ['3.0', undefined],
    ['', undefined],
    ['9007199254740993', undefined],
  ])('positiveInt(%s) -> %s', (input, expected) => {
    expect(positiveInt(input)).toBe(expected)
  })

  it('trims and bounds text', () => {
    expect(nonEmptyText('  phone ')).toBe('phone')
    expect(nonEmptyText('   ')).toBeUndefined()
    expect(nonEmptyText('x'.repeat(200))).toHaveLength(100)
    expect(nonEmptyText({})).toBeUndefined()
  })

  it('accepts only known sorts', () => {
    expect(productSort('sales')).toBe('sales')
    expect(productSort('drop table')).toBeUndefined()
  })

  it('compact drops undefined', () => {
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 })
  })
})
