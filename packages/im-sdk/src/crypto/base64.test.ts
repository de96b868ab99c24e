import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase64, encodeBase64, encodeBase64Bytes } from './base64.js'

describe('base64 (RFC 4648, no Buffer in the shipped code)', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('%s <-> %s (RFC 4648 §10)', (plain, encoded) => {
    const bytes = new TextEncoder().encode(plain)
    expect(encodeBase64(bytes)).toBe(encoded)
    expect(new TextDecoder().decode(encodeBase64Bytes(bytes))).toBe(encoded)
    expect(decodeBase64(encoded)).toEqual(bytes)
    expect(decodeBase64(new TextEncoder().encode(encoded))).toEqual(bytes)
  })

  it('matches Node for any bytes, both ways', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const expected = Buffer.from(bytes).toString('base64')
        expect(encodeBase64(bytes)).toBe(expected)
        expect(decodeBase64(expected)).toEqual(bytes)
      }),
      { numRuns: 500 },
    )
  })

  it.each(['Zg=', 'Z', 'Zm9v!', 'Zm9v\u0100', '=Zm9', 'Zm=v', 'Zg==='])('refuses %j', (text) => {
    expect(decodeBase64(text)).toBeNull()
  })

  it('accepts unpadded input', () => {
    expect(decodeBase64('Zm8')).toEqual(new TextEncoder().encode('fo'))
  })
})
