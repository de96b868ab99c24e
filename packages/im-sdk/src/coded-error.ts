/**
 * The common shape of the SDK's typed errors (CONVENTIONS.md 7): a `name`, a stable `code` for
 * programs, a message for people, an optional `cause`. ProtocolError, CryptoError, ImClientError
 * and ImDataError extend it and set their own `name`.
 */
export class CodedError<Code extends string> extends Error {
  override readonly name: string = 'CodedError'
  readonly code: Code

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
  }
}

/** The `code` of a typed error, or 'unknown' (for logs: never the message, which may hold data). */
export function errorCode(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? 'unknown'
}
