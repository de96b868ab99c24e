import { CodedError } from '../coded-error.js'

export type CryptoErrorCode = 'DECRYPT_FAILED' | 'BAD_KEY'

/** Key exchange and payload encryption failures (PROTOCOL.md "Key exchange and encryption"). */
export class CryptoError extends CodedError<CryptoErrorCode> {
  override readonly name = 'CryptoError' as const
}
