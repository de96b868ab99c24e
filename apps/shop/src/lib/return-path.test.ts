import { describe, expect, it } from 'vitest'
import { parseTopUpSearch, safeReturnPath, topUpReturnSearch } from './return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/payment?orders=41', '/payment?orders=41'],
    ['/payment?orders=41,42', '/payment?orders=41,42'],
    ['/orderInfo/7', '/orderInfo/7'],
    ['/a/../payment?orders=1', '/payment?orders=1'],
  ])('accepts the shop path %s', (value, want) => {
    expect(safeReturnPath(value)).toBe(want)
  })

  it.each([
    ['another origin', 'https://evil.example/payment'],
    ['protocol-relative', '//evil.example/payment'],
    ['backslash trick', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative without a slash', 'payment?orders=1'],
    ['a control character', '/pay\nment'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['the API', '/api/order/pay'],
    ['empty', ''],
    ['not a string', 42],
    ['too long', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull()
  })
})

describe('top-up search', () => {
  it('keeps a safe way back and drops an unsafe one', () => {
    expect(topUpReturnSearch('/payment?orders=41')).toEqual({ back: '/payment?orders=41' })
    expect(topUpReturnSearch('//evil.example')).toEqual({})
    expect(parseTopUpSearch({ back: '/payment?orders=41' })).toEqual({ back: '/payment?orders=41' })
    expect(parseTopUpSearch({ back: 'https://evil.example' })).toEqual({})
    expect(parseTopUpSearch({})).toEqual({})
  })
})
