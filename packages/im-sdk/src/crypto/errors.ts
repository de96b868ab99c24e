export type CryptoErrorCode = 'DECRYPT_FAILED' | 'BAD_KEY'

/** Key exchange and payload encryption failures (PROTOCOL.md "Key exchange and encryption"). */
export class CryptoError extends Error {
  override readonly name = 'CryptoError' as const
  readonly code: CryptoErrorCode

  constructor(code: CryptoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
