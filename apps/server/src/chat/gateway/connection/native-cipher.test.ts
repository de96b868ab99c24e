import { randomBytes } from 'node:crypto'
import { CryptoError, createSessionCipher } from '@crossmart/im-sdk/protocol'
import { describe, expect, it } from 'vitest'
import { createNativeSessionCipher } from './native-cipher'

const keys = (salt: string) => ({ aesKey: 'a1b2c3d4e5f60718', aesIV: salt })

describe('native session cipher', () => {
  it.each(['0123456789abcdef', 'short-salt'])('matches the im-sdk cipher byte for byte (salt %s)', (salt) => {
    const reference = createSessionCipher(keys(salt))
    const native = createNativeSessionCipher(keys(salt))
    for (let i = 0; i < 200; i++) {
      const plain = randomBytes(i * 7)
      const wire = native.encrypt(plain)
      expect(Buffer.from(wire)).toEqual(Buffer.from(reference.encrypt(plain)))
      expect(Buffer.from(native.decrypt(wire))).toEqual(plain)
      expect(Buffer.from(reference.decrypt(wire))).toEqual(plain)
      const send = {
        clientSeq: i,
        clientMsgNo: `no-${i}-é`,
        channelID: `mer_${i}`,
        channelType: 7,
        payload: wire,
      }
      expect(native.sendMsgKey(send)).toBe(reference.sendMsgKey(send))
      const recv = {
        messageID: `${10n ** 18n + BigInt(i)}`,
        messageSeq: i,
        clientMsgNo: 'x',
        timestamp: 1_700_000_000 + i,
        fromUID: '42',
        channelID: 'g',
        channelType: 2,
        payload: wire,
      }
      expect(native.recvMsgKey(recv)).toBe(reference.recvMsgKey(recv))
    }
  })

  it.each([
    ['empty', ''],
    ['not base64', 'not*base64!'],
    ['not whole blocks', Buffer.from('abc').toString('base64')],
    ['wrong key (bad padding)', Buffer.from(randomBytes(32)).toString('base64')],
  ])('refuses %s with a CryptoError DECRYPT_FAILED', (_name, text) => {
    const native = createNativeSessionCipher(keys('0123456789abcdef'))
    let error: unknown
    try {
      native.decrypt(new Uint8Array(Buffer.from(text, 'latin1')))
    } catch (e) {
      error = e
    }
    // Random blocks can happen to end in valid padding; then decrypt "succeeds" as AES would.
    if (error !== undefined) expect(error).toMatchObject({ name: 'CryptoError', code: 'DECRYPT_FAILED' })
    if (_name !== 'wrong key (bad padding)') expect(error).toBeInstanceOf(CryptoError)
  })
})
