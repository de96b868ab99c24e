import { createHash } from 'node:crypto'
import fc from 'fast-check'
import SparkMD5 from 'spark-md5'
import { describe, expect, it } from 'vitest'
import { md5Hex } from './md5.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('md5Hex (RFC 1321)', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('RFC 1321 §A.5: %j', (text, digest) => {
    expect(md5Hex(utf8(text))).toBe(digest)
  })

  it('agrees with spark-md5 (the reference client family) and node:crypto on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const expected = createHash('md5').update(bytes).digest('hex')
        expect(md5Hex(bytes)).toBe(expected)
        expect(SparkMD5.ArrayBuffer.hash(bytes.slice().buffer)).toBe(expected)
      }),
      { numRuns: 1000 },
    )
  })

  it('handles every tail length around the 56-byte padding border', () => {
    for (let n = 50; n <= 130; n++) {
      const bytes = new Uint8Array(n).fill(n)
      expect(md5Hex(bytes)).toBe(createHash('md5').update(bytes).digest('hex'))
    }
  })
})
