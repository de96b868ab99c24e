import { encodeUtf8, utf8Length, writeUtf8 } from '../protocol/utf8.js'
import { AES_BLOCK_BYTES, createAesCbc, paddedLength } from './aes-cbc.js'
import { decodeBase64, encodeBase64Bytes } from './base64.js'
import { CryptoError } from './errors.js'
import type { SessionKeys } from './key-exchange.js'
import { md5Hex } from './md5.js'

export interface SendMsgKeyInput {
  clientSeq: number
  clientMsgNo: string
  channelID: string
  channelType: number
  /** The encrypted payload as on the wire (ASCII of base64). */
  payload: Uint8Array
}

export interface RecvMsgKeyInput {
  messageID: string
  messageSeq: number
  clientMsgNo: string
  timestamp: number
  fromUID: string
  channelID: string
  channelType: number
  /** The encrypted payload as on the wire (ASCII of base64). */
  payload: Uint8Array
}

/** One connection's payload cipher (PROTOCOL.md "Key exchange and encryption" steps 5 and 6). */
export interface SessionCipher {
  /** -> ASCII bytes of base64(AES-128-CBC/PKCS#7(plain)). */
  encrypt(plain: Uint8Array): Uint8Array
  /** Inverse of encrypt; throws CryptoError('DECRYPT_FAILED') on anything that is not such a payload. */
  decrypt(wire: Uint8Array): Uint8Array
  sendMsgKey(p: SendMsgKeyInput): string
  recvMsgKey(p: RecvMsgKeyInput): string
}

function keyBytes(keys: SessionKeys): { key: Uint8Array; iv: Uint8Array } {
  if (typeof keys?.aesKey !== 'string' || typeof keys.aesIV !== 'string') {
    throw new CryptoError('BAD_KEY', 'aesKey and aesIV must be strings')
  }
  const key = encodeUtf8(keys.aesKey)
  if (key.length !== AES_BLOCK_BYTES) {
    throw new CryptoError('BAD_KEY', `aesKey must be ${AES_BLOCK_BYTES} ASCII characters`)
  }
  // The IV is the salt's first 16 bytes; a shorter salt is zero-padded, as crypto-js (the
  // reference client's AES) does with a short IV word array.
  const iv = new Uint8Array(AES_BLOCK_BYTES)
  iv.set(encodeUtf8(keys.aesIV).subarray(0, AES_BLOCK_BYTES))
  return { key, iv }
}

export function createSessionCipher(keys: SessionKeys): SessionCipher {
  const { key, iv } = keyBytes(keys)
  // The protocol fixes key and IV per connection, so the AES key schedules are expanded once here.
  const aes = createAesCbc(key, iv)

  function encryptRaw(plain: Uint8Array): Uint8Array {
    const buffer = new Uint8Array(paddedLength(plain.length))
    buffer.set(plain)
    return encodeBase64Bytes(aes.encryptInPlace(buffer, plain.length))
  }

  function msgKey(prefix: string, payload: Uint8Array): string {
    // PROTOCOL.md step 6: msgKey = hex MD5 of base64(AES(verifyString)). The verify string's
    // bytes are written straight into the AES buffer, the payload without becoming a string.
    const head = utf8Length(prefix)
    const length = head + payload.length
    const buffer = new Uint8Array(paddedLength(length))
    writeUtf8(prefix, buffer, 0)
    buffer.set(payload, head)
    return md5Hex(encodeBase64Bytes(aes.encryptInPlace(buffer, length)))
  }

  return {
    encrypt(plain) {
      if (!(plain instanceof Uint8Array)) throw new CryptoError('DECRYPT_FAILED', 'plain text must be bytes')
      return encryptRaw(plain)
    },
    decrypt(wire) {
      const cipherText = wire instanceof Uint8Array ? decodeBase64(wire) : null
      if (cipherText === null || cipherText.length === 0 || cipherText.length % AES_BLOCK_BYTES !== 0) {
        throw new CryptoError('DECRYPT_FAILED', 'payload is not base64 of whole AES blocks')
      }
      const plain = aes.decryptInPlace(cipherText) // our own fresh buffer from decodeBase64
      if (plain === null)
        throw new CryptoError('DECRYPT_FAILED', 'payload does not decrypt with this session key')
      return plain
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
