import { describe, expect, it } from 'vitest'
import { acceptedEncodings, COMPRESSIBLE_TYPE, varyOnAcceptEncoding } from './accept-encoding'

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip;q=0', ['br']],
    ['BR, GZIP', ['br', 'gzip']],
    ['br;q=oops', []],
  ] as const)('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected)
  })
})

describe('COMPRESSIBLE_TYPE', () => {
  it.each([
    ['text/html; charset=UTF-8', true],
    ['application/json', true],
    ['application/javascript', true],
    ['text/css', true],
    ['image/svg+xml', true],
    ['application/manifest+json', true],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
  ])('%s -> %s', (type, expected) => {
    expect(COMPRESSIBLE_TYPE.test(type)).toBe(expected)
  })
})

describe('varyOnAcceptEncoding', () => {
  it.each([
    [null, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['accept-encoding', 'accept-encoding'],
    ['*', '*'],
  ])('%s -> %s', (before, after) => {
    const headers = new Headers(before === null ? {} : { vary: before })
    varyOnAcceptEncoding(headers)
    expect(headers.get('vary')).toBe(after)
  })
})
