import { describe, expect, it } from 'vitest'
import { csvField, csvOf } from './csv'

describe('CSV quoting (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [3.5, '3.5'],
    [null, ''],
  ])('%j -> %s', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('joins rows with CRLF and ends with one', () => {
    expect(
      csvOf([
        ['a', 1],
        ['b,c', null],
      ]),
    ).toBe('a,1\r\n"b,c",\r\n')
  })
})
