import { cbc } from '@noble/ciphers/aes.js'

/**
 * AES-128-CBC with PKCS#7 padding (PROTOCOL.md "Key exchange and encryption" step 5) on
 * @noble/ciphers. noble's cipher objects encrypt once (it guards against IV reuse), while this
 * protocol fixes key and IV for the whole connection, so each call makes a fresh `cbc(key, iv)`.
 * Only the public `cbc` export is used: it tree-shakes to a third of what noble's lower-level
 * `unsafe` block API pulls in, which keeps the `./protocol` bundle under its 12 KB budget.
 */

const BLOCK = 16

export interface AesCbc {
  /** PKCS#7-padded cipher text of `plain`. */
  encrypt(plain: Uint8Array): Uint8Array
  /**
   * Pads and encrypts `buffer[0, length)` in place; `buffer` must be exactly
   * paddedLength(length) bytes. Lets a caller build its plain text straight into the buffer.
   */
  encryptInPlace(buffer: Uint8Array, length: number): Uint8Array
  /** Plain text, or null when the input is not whole blocks or its padding is invalid. */
  decrypt(cipherText: Uint8Array): Uint8Array | null
  /** As decrypt, overwriting `cipherText` (the result is a view of it). */
  decryptInPlace(cipherText: Uint8Array): Uint8Array | null
}

/** PKCS#7 always adds 1 to 16 bytes. */
export function paddedLength(length: number): number {
  return length + BLOCK - (length % BLOCK)
}

export function createAesCbc(key: Uint8Array, iv: Uint8Array): AesCbc {
  return {
    encrypt: (plain) => cbc(key, iv).encrypt(plain),
    encryptInPlace(buffer, length) {
      if (buffer.length !== paddedLength(length)) throw new RangeError('AES buffer is not the padded length')
      buffer.fill(buffer.length - length, length) // PKCS#7: every pad byte holds the pad length
      return cbc(key, iv, { disablePadding: true }).encrypt(buffer, buffer)
    },
    decrypt: (cipherText) => decryptInto(cipherText, undefined),
    decryptInPlace: (cipherText) => decryptInto(cipherText, cipherText),
  }

  function decryptInto(cipherText: Uint8Array, out: Uint8Array | undefined): Uint8Array | null {
    if (cipherText.length === 0 || cipherText.length % BLOCK !== 0) return null
    try {
      return cbc(key, iv).decrypt(cipherText, out)
    } catch {
      return null // noble throws on invalid PKCS#7 padding
    }
  }
}
