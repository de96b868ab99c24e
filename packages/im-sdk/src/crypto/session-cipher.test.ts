import { createCipheriv } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CryptoError } from './errors.js'
import { deriveSessionKeys, generateKeyPair, keyPairFromPrivateKey } from './key-exchange.js'
import { md5Hex } from './md5.js'
import { randomClientMsgNo, randomDeviceId } from './random.js'
import { createSessionCipher } from './session-cipher.js'

interface VectorCrypto {
  clientPrivateKeyHex: string
  clientPublicKeyBase64: string
  serverPrivateKeyHex: string
  serverPublicKeyBase64: string
  salt: string
  aesKey: string
  aesIV: string
  aesCases: Array<{ plain: string; cipherBase64: string; md5OfCipherBase64: string }>
}
const vectors = JSON.parse(
  readFileSync(new URL('../../test/vectors/vectors.json', import.meta.url), 'utf8'),
) as { crypto: VectorCrypto }
const c = vectors.crypto
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
const utf8 = (text: string) => new TextEncoder().encode(text)
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('key exchange (PROTOCOL.md steps 1-4)', () => {
  it('derives the vector key pairs, both sides agree on the session keys', () => {
    const client = keyPairFromPrivateKey(fromHex(c.clientPrivateKeyHex))
    const server = keyPairFromPrivateKey(fromHex(c.serverPrivateKeyHex))
    expect(client.publicKeyBase64).toBe(c.clientPublicKeyBase64)
    expect(server.publicKeyBase64).toBe(c.serverPublicKeyBase64)
    const fromClient = deriveSessionKeys(client.privateKey, server.publicKeyBase64, c.salt)
    const fromServer = deriveSessionKeys(server.privateKey, client.publicKeyBase64, c.salt)
    expect(fromClient).toEqual({ aesKey: c.aesKey, aesIV: c.aesIV })
    expect(fromServer).toEqual(fromClient)
  })

  it('generates distinct clamped key pairs that agree', () => {
    const a = generateKeyPair()
    const b = generateKeyPair()
    expect(a.privateKey).not.toEqual(b.privateKey)
    expect(a.privateKey[0]! & 7).toBe(0)
    expect(a.privateKey[31]! & 0xc0).toBe(0x40)
    expect(deriveSessionKeys(a.privateKey, b.publicKeyBase64, 'x')).toEqual(
      deriveSessionKeys(b.privateKey, a.publicKeyBase64, 'x'),
    )
  })

  it.each([
    ['not base64', '!!!'],
    ['31 bytes', Buffer.alloc(31, 1).toString('base64')],
    ['a low-order point', Buffer.alloc(32, 0).toString('base64')],
  ])('refuses a peer key that is %s with BAD_KEY', (_name, key) => {
    const own = generateKeyPair()
    expect(() => deriveSessionKeys(own.privateKey, key, 's')).toThrow(
      expect.objectContaining({ code: 'BAD_KEY' }),
    )
  })

  it('keeps the salt when it has 16 characters or fewer', () => {
    const a = generateKeyPair()
    expect(deriveSessionKeys(a.privateKey, a.publicKeyBase64, 'short').aesIV).toBe('short')
  })
})

describe('session cipher (PROTOCOL.md steps 5-6)', () => {
  const cipher = createSessionCipher({ aesKey: c.aesKey, aesIV: c.aesIV })

  it.each(c.aesCases)('encrypts $plain like the reference', ({ plain, cipherBase64, md5OfCipherBase64 }) => {
    const wire = cipher.encrypt(utf8(plain))
    expect(text(wire)).toBe(cipherBase64)
    expect(md5Hex(wire)).toBe(md5OfCipherBase64)
    expect(text(cipher.decrypt(wire))).toBe(plain)
  })

  it('agrees with Node crypto AES-128-CBC on random data', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (plain) => {
        const node = createCipheriv('aes-128-cbc', Buffer.from(c.aesKey), Buffer.from(c.aesIV))
        const expected = Buffer.concat([node.update(plain), node.final()]).toString('base64')
        const wire = cipher.encrypt(plain)
        expect(text(wire)).toBe(expected)
        expect(cipher.decrypt(wire)).toEqual(plain)
      }),
      { numRuns: 300 },
    )
  })

  it('computes the send msgKey over the verify string', () => {
    const payload = cipher.encrypt(utf8('{"type":1,"content":"hi"}'))
    const key = cipher.sendMsgKey({ clientSeq: 1, clientMsgNo: 'n', channelID: 'c', channelType: 1, payload })
    const verify = `1nc1${text(payload)}`
    expect(key).toBe(md5Hex(cipher.encrypt(utf8(verify))))
    expect(key).toMatch(/^[0-9a-f]{32}$/)
  })

  it.each([
    ['not base64', '@@@@'],
    ['not whole blocks', 'QUJD'],
    ['empty', ''],
    ['bad padding', Buffer.alloc(16, 7).toString('base64')],
  ])('refuses a payload that is %s with DECRYPT_FAILED', (_name, wire) => {
    let caught: unknown
    try {
      cipher.decrypt(utf8(wire))
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(CryptoError)
    expect((caught as CryptoError).code).toBe('DECRYPT_FAILED')
  })

  it('refuses an AES key that is not 16 characters', () => {
    expect(() => createSessionCipher({ aesKey: 'short', aesIV: c.aesIV })).toThrow(
      expect.objectContaining({ code: 'BAD_KEY' }),
    )
  })

  it('keeps keys per instance: two sessions do not interfere', () => {
    const other = createSessionCipher({ aesKey: '0123456789abcdef', aesIV: c.aesIV })
    const plain = utf8('same text')
    expect(text(other.encrypt(plain))).not.toBe(text(cipher.encrypt(plain)))
    expect(text(cipher.decrypt(cipher.encrypt(plain)))).toBe('same text')
  })
})

describe('random ids (chat-spec §5)', () => {
  it('clientMsgNo is 32 random hex characters', () => {
    const a = randomClientMsgNo()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(randomClientMsgNo()).not.toBe(a)
  })

  it('deviceID ends with W', () => {
    expect(randomDeviceId()).toMatch(/^[0-9a-f]{32}W$/)
  })
})
