import { cbc } from '@noble/ciphers/aes.js'

/**
 * AES-128-CBC with PKCS#7 padding (PROTOCOL.md step 5) on @noble/ciphers' public `cbc()`.
 * noble's cipher objects encrypt once each (its guard against nonce reuse), so every call makes
 * its own, which expands the 44-word key schedule again: a handful of block operations, cheaper
 * than the message's own blocks. The block functions behind `unsafe` would keep the schedules
 * per session, but `unsafe` is one object naming CTR, CMAC and SIV as well, so an app's bundler
 * keeps all of them (about 0.8 KB gzipped; README "Size"). The tests compare with node:crypto.
 */

/** AES-128: 16-byte blocks (and 16-byte keys and IVs). */
export const AES_BLOCK_BYTES = 16

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
  return length + AES_BLOCK_BYTES - (length % AES_BLOCK_BYTES)
}

export function createAesCbc(key: Uint8Array, iv: Uint8Array): AesCbc {
  return {
    encryptInPlace(buffer, length) {
      if (buffer.length !== paddedLength(length)) throw new RangeError('AES buffer is not the padded length')
      buffer.fill(buffer.length - length, length) // PKCS#7: every pad byte holds the pad length
      return cbc(key, iv, { disablePadding: true }).encrypt(buffer, buffer)
    },
    decryptInPlace(buffer) {
      try {
        // noble checks whole blocks and the padding (in constant shape) and returns a view.
        return cbc(key, iv).decrypt(buffer, buffer)
      } catch {
        return null
      }
    },
  }
}
