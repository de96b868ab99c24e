// crypto.getRandomValues through @noble (README "Key exchange and encryption": never Math.random).
import { randomBytes } from '@noble/curves/utils.js'
import { decodeBase64, encodeBase64, encodeBase64Bytes } from './base64.js'
import { CryptoError } from './errors.js'
import { md5Hex } from './md5.js'
import { clampScalar, x25519 } from './x25519.js'

/** PROTOCOL.md "Key exchange and encryption": one X25519 key pair per connection. */
export interface KeyPair {
  /** The clamped 32-byte X25519 private key. */
  privateKey: Uint8Array
  /** base64 of the public key, as sent in connect's clientKey. */
  publicKeyBase64: string
}

/** The AES-128-CBC key and IV of one connection, as 16-character strings. */
export interface SessionKeys {
  aesKey: string
  aesIV: string
}

const X25519_KEY_BYTES = 32
/** PROTOCOL.md step 3: the AES key is the first 16 hex characters of the MD5. */
export const AES_KEY_CHARS = 16
/** PROTOCOL.md step 4: the IV is the salt cut to 16 characters. */
export const AES_IV_CHARS = 16

function assertPrivateKey(privateKey: Uint8Array): void {
  if (!(privateKey instanceof Uint8Array) || privateKey.length !== X25519_KEY_BYTES) {
    throw new CryptoError('BAD_KEY', `an X25519 private key is ${X25519_KEY_BYTES} bytes`)
  }
}

export function keyPairFromPrivateKey(privateKey: Uint8Array): KeyPair {
  assertPrivateKey(privateKey)
  // Stored clamped, like the reference client, so the same bytes always mean the same scalar.
  const clamped = clampScalar(privateKey)
  return { privateKey: clamped, publicKeyBase64: encodeBase64(x25519.getPublicKey(clamped)) }
}

/** A fresh key pair from crypto.getRandomValues. */
export function generateKeyPair(): KeyPair {
  return keyPairFromPrivateKey(randomBytes(X25519_KEY_BYTES))
}

/** PROTOCOL.md step 2: shared = X25519(ownPrivate, base64decode(peerKey)). */
export function computeSharedSecret(privateKey: Uint8Array, peerPublicKeyBase64: string): Uint8Array {
  assertPrivateKey(privateKey)
  const peer = typeof peerPublicKeyBase64 === 'string' ? decodeBase64(peerPublicKeyBase64) : null
  if (peer === null || peer.length !== X25519_KEY_BYTES) {
    throw new CryptoError('BAD_KEY', 'the peer public key is not the base64 of 32 bytes')
  }
  try {
    return x25519.getSharedSecret(privateKey, peer)
  } catch (cause) {
    // noble refuses low-order points (an all-zero shared secret).
    throw new CryptoError('BAD_KEY', 'the peer public key is a low-order point', { cause })
  }
}

/** PROTOCOL.md step 3: first 16 chars of the lowercase hex MD5 of base64(shared). */
export function aesKeyFromSharedSecret(shared: Uint8Array): string {
  return md5Hex(encodeBase64Bytes(shared)).slice(0, AES_KEY_CHARS)
}

/** PROTOCOL.md step 4 / chat-spec §5: the salt cut to 16 characters when longer. */
export function aesIVFromSalt(salt: string): string {
  return salt.length > AES_IV_CHARS ? salt.slice(0, AES_IV_CHARS) : salt
}

export function deriveSessionKeys(
  privateKey: Uint8Array,
  peerPublicKeyBase64: string,
  salt: string,
): SessionKeys {
  const shared = computeSharedSecret(privateKey, peerPublicKeyBase64)
  return { aesKey: aesKeyFromSharedSecret(shared), aesIV: aesIVFromSalt(salt) }
}
