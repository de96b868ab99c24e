import { createPrivateKey, createPublicKey, diffieHellman } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { x25519 } from './x25519.js'

const scalarMult = (scalar: Uint8Array, u: Uint8Array) => x25519.scalarMult(scalar, u)
const publicKeyOf = (scalar: Uint8Array) => x25519.getPublicKey(scalar)

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

// DER prefixes of raw X25519 keys (RFC 8410), so node:crypto can serve as the independent check.
const PKCS8 = '302e020100300506032b656e04220420'
const SPKI = '302a300506032b656e032100'
const nodeShared = (priv: Uint8Array, pub: Uint8Array) =>
  new Uint8Array(
    diffieHellman({
      privateKey: createPrivateKey({
        key: Buffer.from(PKCS8 + hex(priv), 'hex'),
        format: 'der',
        type: 'pkcs8',
      }),
      publicKey: createPublicKey({ key: Buffer.from(SPKI + hex(pub), 'hex'), format: 'der', type: 'spki' }),
    }),
  )

describe('X25519', () => {
  it('computes the RFC 7748 §5.2 vectors', () => {
    expect(
      hex(
        scalarMult(
          hexBytes('a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4'),
          hexBytes('e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c'),
        ),
      ),
    ).toBe('c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552')
    expect(
      hex(
        scalarMult(
          hexBytes('4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d'),
          hexBytes('e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493'),
        ),
      ),
    ).toBe('95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957')
  })

  it('agrees with the RFC 7748 §6.1 Diffie-Hellman example', () => {
    const alice = hexBytes('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a')
    const bob = hexBytes('5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb')
    expect(hex(publicKeyOf(alice))).toBe('8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a')
    expect(hex(publicKeyOf(bob))).toBe('de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f')
    const shared = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'
    expect(hex(scalarMult(alice, publicKeyOf(bob)))).toBe(shared)
    expect(hex(scalarMult(bob, publicKeyOf(alice)))).toBe(shared)
  })

  it('matches node:crypto on derived key pairs', () => {
    for (let n = 0; n < 20; n++) {
      const a = Uint8Array.from({ length: 32 }, (_, i) => (i * 73 + n * 19 + 1) & 0xff)
      const b = Uint8Array.from({ length: 32 }, (_, i) => (i * 41 + n * 7 + 3) & 0xff)
      expect(scalarMult(a, publicKeyOf(b))).toEqual(nodeShared(a, publicKeyOf(b)))
    }
  })

  it.each([
    ['zero', '00'.repeat(32)],
    ['one', `01${'00'.repeat(31)}`],
    ['an order-8 point', 'e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800'],
    ['p - 1', `ec${'ff'.repeat(30)}7f`],
  ])('refuses the low-order peer key %s', (_name, u) => {
    expect(() => scalarMult(new Uint8Array(32).fill(7), hexBytes(u))).toThrow(/invalid private or public key/)
  })
})
