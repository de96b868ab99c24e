import { createCipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptBlock, encryptBlock, expandKey, expandKeyDec } from './aes-block'

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const toWords = (b: Uint8Array) =>
  [0, 4, 8, 12].map((i) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24))
const toBytes = (w: number[]) => Uint8Array.from({ length: 16 }, (_, i) => w[i >> 2]! >>> ((i & 3) * 8))

describe('AES-128 block functions', () => {
  // FIPS-197 Appendix C.1 and B.
  it.each([
    [
      '000102030405060708090a0b0c0d0e0f',
      '00112233445566778899aabbccddeeff',
      '69c4e0d86a7b0430d8cdb78070b4c55a',
    ],
    [
      '2b7e151628aed2a6abf7158809cf4f3c',
      '3243f6a8885a308d313198a2e0370734',
      '3925841d02dc09fbdc118597196a0b32',
    ],
  ])('key %s encrypts %s to %s and back', (key, plain, cipher) => {
    const xk = expandKey(toWords(hexBytes(key)))
    const s = toWords(hexBytes(plain))
    encryptBlock(xk, s)
    expect(toBytes(s)).toEqual(hexBytes(cipher))
    decryptBlock(expandKeyDec(xk), s)
    expect(toBytes(s)).toEqual(hexBytes(plain))
  })

  it('matches node:crypto AES-128-ECB on random keys and blocks', () => {
    for (let n = 0; n < 200; n++) {
      const key = Uint8Array.from({ length: 16 }, (_, i) => (i * 97 + n * 31 + 7) & 0xff)
      const block = Uint8Array.from({ length: 16 }, (_, i) => (i * 13 + n * 57) & 0xff)
      const c = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false)
      const expected = new Uint8Array(Buffer.concat([c.update(block), c.final()]))
      const xk = expandKey(toWords(key))
      const s = toWords(block)
      encryptBlock(xk, s)
      expect(toBytes(s)).toEqual(expected)
      decryptBlock(expandKeyDec(xk), s)
      expect(toBytes(s)).toEqual(block)
    }
  })
})
