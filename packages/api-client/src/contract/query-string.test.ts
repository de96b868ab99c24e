import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeQuery, QUERY_MAX_PARAMS } from './query-decode.js'
import { encodeQuery } from './query-string.js'

// shop-spec §7: empty, null and undefined skipped; objects expand to bracketed keys; arrays documented.
describe('encodeQuery (the serialization table)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['scalars', { page: 1, limit: 10 }, 'page=1&limit=10'],
    ['empty string skipped', { keyword: '', page: 1 }, 'page=1'],
    ['null skipped', { status: null, page: 1 }, 'page=1'],
    ['undefined skipped', { status: undefined, page: 1 }, 'page=1'],
    ['zero and false kept', { status: 0, hot: false }, 'status=0&hot=false'],
    ['NaN and Infinity skipped', { a: Number.NaN, b: Number.POSITIVE_INFINITY, c: 1 }, 'c=1'],
    ['object -> bracketed keys', { filter: { status: 1 } }, 'filter[status]=1'],
    ['nested object', { filter: { price: { min: 1, max: 9 } } }, 'filter[price][min]=1&filter[price][max]=9'],
    ['empty members of an object skipped', { filter: { status: '', shop: null, cat: 2 } }, 'filter[cat]=2'],
    ['empty object emits nothing', { filter: {}, page: 1 }, 'page=1'],
    ['array of scalars -> key[]', { ids: [1, 2] }, 'ids[]=1&ids[]=2'],
    ['empty array items skipped', { ids: [1, null, '', 3] }, 'ids[]=1&ids[]=3'],
    [
      'array of objects -> key[index][field]',
      { items: [{ id: 1 }, { id: 2 }] },
      'items[0][id]=1&items[1][id]=2',
    ],
    ['values percent-encoded', { keyword: 'a&b=c d/é' }, 'keyword=a%26b%3Dc%20d%2F%C3%A9'],
    ['keys encoded except brackets', { 'a b': { 'c&d': 1 } }, 'a%20b[c%26d]=1'],
    ['dates as ISO strings', { since: new Date(Date.UTC(2025, 0, 2)) }, 'since=2025-01-02T00%3A00%3A00.000Z'],
    ['functions skipped', { page: 1, fn: () => 1 }, 'page=1'],
  ])('%s', (_name, input, expected) => {
    expect(encodeQuery(input)).toBe(expected)
  })

  it('encodes nothing for undefined or null params', () => {
    expect(encodeQuery(undefined)).toBe('')
    expect(encodeQuery(null)).toBe('')
  })
})

describe('decodeQuery (what the server reads)', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['scalars stay strings', 'page=1&limit=10', { page: '1', limit: '10' }],
    ['leading ? accepted', '?page=2', { page: '2' }],
    ['bracketed object', 'filter[status]=1&filter[shop]=2', { filter: { status: '1', shop: '2' } }],
    ['nested object', 'filter[price][min]=1', { filter: { price: { min: '1' } } }],
    ['array with []', 'ids[]=1&ids[]=2', { ids: ['1', '2'] }],
    ['indexed array of objects', 'items[0][id]=1&items[1][id]=2', { items: [{ id: '1' }, { id: '2' }] }],
    ['repeated plain key -> array', 'ids=1&ids=2&ids=3', { ids: ['1', '2', '3'] }],
    ['percent-encoded brackets', 'filter%5Bstatus%5D=1', { filter: { status: '1' } }],
    ['malformed brackets kept literally', 'a[b=1&c]=2', { 'a[b': '1', 'c]': '2' }],
    ['prototype keys dropped', '__proto__[polluted]=1&a[constructor]=2&ok=1', { ok: '1' }],
  ])('%s', (_name, input, expected) => {
    expect(decodeQuery(input)).toEqual(expected)
  })

  it('does not pollute Object.prototype', () => {
    decodeQuery('__proto__[x]=1&a[__proto__][y]=2')
    expect(({} as Record<string, unknown>)['x']).toBeUndefined()
    expect(({} as Record<string, unknown>)['y']).toBeUndefined()
  })

  it(`reads at most ${QUERY_MAX_PARAMS} parameters`, () => {
    const query = Array.from({ length: QUERY_MAX_PARAMS + 50 }, (_, i) => `k${i}=1`).join('&')
    expect(Object.keys(decodeQuery(query))).toHaveLength(QUERY_MAX_PARAMS)
  })

  it('never throws on arbitrary input (fuzz)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof decodeQuery(text)).toBe('object')
      }),
      { numRuns: 500 },
    )
  })

  it('decode(encode(x)) gives x back with values as text (property)', () => {
    const key = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,8}$/)
    const value = fc.oneof(fc.string({ minLength: 1 }), fc.integer().map(String))
    const params = fc.dictionary(
      key,
      fc.oneof(
        value,
        fc.array(value, { minLength: 1, maxLength: 4 }),
        fc.dictionary(key, value, { minKeys: 1 }),
      ),
    )
    fc.assert(
      fc.property(params, (input) => {
        expect(decodeQuery(encodeQuery(input))).toEqual(input)
      }),
      { numRuns: 300 },
    )
  })
})
