import { unsafe } from '@noble/ciphers/aes.js'

/**
 * AES-128-CBC with PKCS#7 padding (PROTOCOL.md step 5) on @noble/ciphers' AES block functions,
 * with both key schedules expanded once per session instead of on every call. A chat payload is
 * a handful of blocks, so noble's public `cbc()` (which re-expands the key, and for decryption
 * the inverse key, per call, as it must for its one-shot API) spent a third of the receive path
 * there. The `unsafe` block API is safe to rely on here because the catalog pins @noble/ciphers
 * to an exact version, and the tests compare the output with node:crypto.
 */

/** AES-128: 16-byte blocks (and 16-byte keys and IVs). */
export const AES_BLOCK_BYTES = 16
const BLOCK = AES_BLOCK_BYTES

export interface AesCbc {
  /**
   * Pads and encrypts `buffer[0, length)` in place; `buffer` must be exactly paddedLength(length)
   * bytes, so a caller can build its plain text straight into the cipher buffer.
   */
  encryptInPlace(buffer: Uint8Array, length: number): Uint8Array
  /**
   * Decrypts in place; returns the plain text as a view of `buffer`, or null when the input is
   * not whole blocks or its PKCS#7 padding is invalid.
   */
  decryptInPlace(buffer: Uint8Array): Uint8Array | null
}

/** PKCS#7 always adds 1 to 16 bytes. */
export function paddedLength(length: number): number {
  return length + BLOCK - (length % BLOCK)
}

/** The four little-endian words of a block, the lane order of noble's round functions. */
function words(bytes: Uint8Array, at: number): [number, number, number, number] {
  const w = (i: number) => bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)
  return [w(at), w(at + 4), w(at + 8), w(at + 12)]
}

function putWords(bytes: Uint8Array, at: number, s: readonly number[]): void {
  for (let i = 0; i < 16; i++) bytes[at + i] = s[i >> 2]! >>> ((i & 3) * 8)
}

export function createAesCbc(key: Uint8Array, iv: Uint8Array): AesCbc {
  const encKey = unsafe.expandKeyLE(key)
  const decKey = unsafe.expandKeyDecLE(key)
  const ivWords = words(iv, 0)

  return {
    encryptInPlace(buffer, length) {
      if (buffer.length !== paddedLength(length)) throw new RangeError('AES buffer is not the padded length')
      buffer.fill(buffer.length - length, length) // PKCS#7: every pad byte holds the pad length
      let [s0, s1, s2, s3] = ivWords
      for (let at = 0; at < buffer.length; at += BLOCK) {
        const [p0, p1, p2, p3] = words(buffer, at)
        ;({ s0, s1, s2, s3 } = unsafe.encrypt(encKey, s0 ^ p0, s1 ^ p1, s2 ^ p2, s3 ^ p3))
        putWords(buffer, at, [s0, s1, s2, s3])
      }
      return buffer
    },
    decryptInPlace(buffer) {
      const n = buffer.length
      if (n === 0 || n % BLOCK !== 0) return null
      let previous = ivWords
      for (let at = 0; at < n; at += BLOCK) {
        // Each block's cipher words are read before its plain words overwrite them.
        const c = words(buffer, at)
        const r = unsafe.decrypt(decKey, c[0], c[1], c[2], c[3])
        putWords(buffer, at, [r.s0 ^ previous[0], r.s1 ^ previous[1], r.s2 ^ previous[2], r.s3 ^ previous[3]])
        previous = c
      }
      const pad = buffer[n - 1]!
      if (pad < 1 || pad > BLOCK) return null
      for (let i = n - pad; i < n; i++) if (buffer[i] !== pad) return null
      return buffer.subarray(0, n - pad)
    },
  }
}
