import { createCipheriv, createDecipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAesCbc, paddedLength } from './aes-cbc.js'

const key = new TextEncoder().encode('ec34c9c50723efd9')
const iv = new TextEncoder().encode('salt-0123456789a')
const nodeEncrypt = (plain: Uint8Array) => {
  const c = createCipheriv('aes-128-cbc', key, iv)
  return new Uint8Array(Buffer.concat([c.update(plain), c.final()]))
}

describe('AES-128-CBC/PKCS#7 (noble)', () => {
  const aes = createAesCbc(key, iv)
  const encrypt = (plain: Uint8Array) => {
    const buffer = new Uint8Array(paddedLength(plain.length))
    buffer.set(plain)
    return aes.encryptInPlace(buffer, plain.length)
  }
  const decrypt = (cipherText: Uint8Array) => aes.decryptInPlace(cipherText.slice())

  it.each(Array.from({ length: 50 }, (_, n) => n))('matches node:crypto for %i bytes, both ways', (n) => {
    const plain = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff)
    const cipherText = encrypt(plain)
    expect(cipherText).toEqual(nodeEncrypt(plain))
    expect(cipherText.length).toBe(paddedLength(n))
    expect(decrypt(cipherText)).toEqual(plain)
    const d = createDecipheriv('aes-128-cbc', key, iv)
    expect(new Uint8Array(Buffer.concat([d.update(cipherText), d.final()]))).toEqual(plain)
  })

  it('encrypts and decrypts in place', () => {
    const buffer = new Uint8Array(paddedLength(5))
    buffer.set([1, 2, 3, 4, 5])
    const expected = nodeEncrypt(Uint8Array.of(1, 2, 3, 4, 5))
    expect(aes.encryptInPlace(buffer, 5)).toEqual(expected)
    expect(Array.from(aes.decryptInPlace(buffer) ?? [])).toEqual([1, 2, 3, 4, 5])
    expect(Array.from(buffer.subarray(0, 5))).toEqual([1, 2, 3, 4, 5])
  })

  it('refuses a buffer that is not the padded length', () => {
    expect(() => aes.encryptInPlace(new Uint8Array(16), 16)).toThrow(RangeError)
  })

  it.each([
    ['empty input', new Uint8Array(0)],
    ['a partial block', new Uint8Array(15)],
  ])('returns null for %s', (_name, input) => {
    expect(decrypt(input)).toBeNull()
  })

  it('returns null for every corrupted pad byte', () => {
    const good = encrypt(new Uint8Array(20)) // 12 pad bytes of 0x0c
    const plainBlock = decrypt(good)
    expect(plainBlock).not.toBeNull()
    // Flip the IV-side of the last block: the decrypted padding changes, the check must notice.
    for (let bit = 0; bit < 8; bit++) {
      const bad = good.slice()
      bad[bad.length - 17]! ^= 1 << bit
      expect(decrypt(bad)).toBeNull()
    }
  })
})
