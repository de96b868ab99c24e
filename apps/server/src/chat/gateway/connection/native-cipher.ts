import { createCipheriv, createDecipheriv, createHash, createSecretKey } from 'node:crypto'
import { CryptoError, type SessionCipher, type SessionKeys } from '@crossmart/im-sdk/protocol'

const AES_BLOCK_BYTES = 16
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * The im-sdk SessionCipher (PROTOCOL.md "Key exchange and encryption" steps 5 and 6) on node:crypto:
 * the same bytes as `createSessionCipher` (native-cipher.test.ts checks it), several times faster,
 * which matters on the gateway where every send and every receive passes through it.
 */
export function createNativeSessionCipher(keys: SessionKeys): SessionCipher {
  const keyBytes = Buffer.from(keys.aesKey, 'utf8')
  if (keyBytes.length !== AES_BLOCK_BYTES) {
    throw new CryptoError('BAD_KEY', 'aesKey must be 16 ASCII characters')
  }
  // A KeyObject made once: node checks a raw Buffer key on every createCipheriv by trying the
  // KeyObject and CryptoKey brands first (exceptions), which cost more than the AES itself.
  const key = createSecretKey(keyBytes)
  // A shorter salt is zero-padded, like the reference client's crypto-js does.
  const iv = Buffer.alloc(AES_BLOCK_BYTES)
  Buffer.from(keys.aesIV, 'utf8').copy(iv, 0, 0, AES_BLOCK_BYTES)

  const encryptToBase64 = (plain: Uint8Array): string => {
    const cipher = createCipheriv('aes-128-cbc', key, iv)
    return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64')
  }
  const msgKey = (prefix: string, payload: Uint8Array): string =>
    createHash('md5')
      .update(encryptToBase64(Buffer.concat([Buffer.from(prefix, 'utf8'), payload])))
      .digest('hex')

  return {
    encrypt(plain) {
      return Buffer.from(encryptToBase64(plain), 'latin1')
    },
    decrypt(wire) {
      const text = Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength).toString('latin1')
      if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) {
        throw new CryptoError('DECRYPT_FAILED', 'payload is not base64 of whole AES blocks')
      }
      const cipherText = Buffer.from(text, 'base64')
      if (cipherText.length === 0 || cipherText.length % AES_BLOCK_BYTES !== 0) {
        throw new CryptoError('DECRYPT_FAILED', 'payload is not base64 of whole AES blocks')
      }
      try {
        const decipher = createDecipheriv('aes-128-cbc', key, iv)
        return new Uint8Array(Buffer.concat([decipher.update(cipherText), decipher.final()]))
      } catch (cause) {
        throw new CryptoError('DECRYPT_FAILED', 'payload does not decrypt with this session key', { cause })
      }
    },
    sendMsgKey(p) {
      return msgKey(`${p.clientSeq}${p.clientMsgNo}${p.channelID}${p.channelType}`, p.payload)
    },
    recvMsgKey(p) {
      return msgKey(
        `${p.messageID}${p.messageSeq}${p.clientMsgNo}${p.timestamp}${p.fromUID}${p.channelID}${p.channelType}`,
        p.payload,
      )
    },
  }
}
