import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeUtf8, encodeUtf8, utf8Length, writeUtf8 } from './utf8.js'

const encoder = new TextEncoder()
// ignoreBOM: a leading U+FEFF is data in a protocol string, not a byte-order mark to drop.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
// Whole code points, grapheme clusters, and raw UTF-16 units (which produce lone surrogates).
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.integer({ min: 0, max: 0xffff })).map((units) => String.fromCharCode(...units)),
)

describe('UTF-8 helpers agree with TextEncoder / TextDecoder', () => {
  it('on any string, lone surrogates included', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const expected = encoder.encode(text)
        expect(utf8Length(text)).toBe(expected.length)
        expect(encodeUtf8(text)).toEqual(expected)
        expect(decodeUtf8(expected)).toBe(decoder.decode(expected))
      }),
      { numRuns: 2000 },
    )
  })

  it.each(['', '\uFEFFbom', 'abc', 'é', '你好', '👋', 'a\uD800b', '\uDC00', 'x'.repeat(300) + 'é'])(
    'on %j',
    (text) => {
      const target = new Uint8Array(utf8Length(text) + 3)
      const end = writeUtf8(text, target, 3)
      expect(end).toBe(target.length)
      expect(target.subarray(3)).toEqual(encoder.encode(text))
    },
  )

  it('decodes invalid bytes leniently', () => {
    const bad = Uint8Array.of(0x61, 0xff, 0xc3)
    expect(decodeUtf8(bad)).toBe(decoder.decode(bad))
  })
})
