import { cbc } from '@noble/ciphers/aes.js'
import { encodeUtf8, utf8Length, writeUtf8 } from '../protocol/utf8'
import { decodeBase64, encodeBase64Bytes } from './base64'
import { CryptoError } from './errors'
import type { SessionKeys } from './key-exchange'
import { md5Hex } from './md5'

/** AES-128: 16 key bytes, 16-byte blocks and IV. */
const AES_BLOCK_BYTES = 16

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

/** Bytes of `${prefix}${payload}` without building the payload as a string. */
function verifyBytes(prefix: string, payload: Uint8Array): Uint8Array {
  const head = utf8Length(prefix)
  const out = new Uint8Array(head + payload.length)
  writeUtf8(prefix, out, 0)
  out.set(payload, head)
  return out
}

export function createSessionCipher(keys: SessionKeys): SessionCipher {
  const { key, iv } = keyBytes(keys)

  function encryptRaw(plain: Uint8Array): Uint8Array {
    // noble's cbc instances encrypt once; the protocol fixes the IV per connection, so a new
    // instance per call with the same key and IV is what the wire format requires.
    return encodeBase64Bytes(cbc(key, iv).encrypt(plain))
  }

  function msgKey(prefix: string, payload: Uint8Array): string {
    // PROTOCOL.md step 6: msgKey = hex MD5 of base64(AES(verifyString)).
    return md5Hex(encryptRaw(verifyBytes(prefix, payload)))
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
      try {
        return cbc(key, iv).decrypt(cipherText)
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
