import { API_CODE, type ApiCode, type ValidationIssue } from '@crossmart/api-client'
import type { ServerMessageKey } from '../i18n/server-messages'

export type HttpStatus = 200 | 401 | 404 | 413 | 429 | 500

export interface RefusalErrorOptions {
  params?: Readonly<Record<string, string | number>>
  /** Envelope code (the contract's API_CODE); default failure (0). */
  apiCode?: ApiCode
  /**
   * HTTP status. Business refusals travel as HTTP 200 with code != 1 so the app shows `msg` in its
   * toast (shop-spec §8); only 401 (and abuse limits) change the status.
   */
  httpStatus?: HttpStatus
  cause?: unknown
}

/**
 * A refusal the client should see: a stable message key, localized when the response is written.
 * Handlers throw it; the error handler turns it into `{ code, msg, data: null }`.
 */
export class RefusalError extends Error {
  override readonly name = 'RefusalError'
  readonly code: ServerMessageKey
  readonly params: Readonly<Record<string, string | number>>
  readonly apiCode: ApiCode
  readonly httpStatus: HttpStatus

  constructor(key: ServerMessageKey, options: RefusalErrorOptions = {}) {
    super(key, { cause: options.cause })
    this.code = key
    this.params = options.params ?? {}
    this.apiCode = options.apiCode ?? API_CODE.failure
    this.httpStatus = options.httpStatus ?? 200
  }
}

export const notFound = (key: ServerMessageKey): RefusalError =>
  new RefusalError(key, { apiCode: API_CODE.notFound })

/** Validation failure: carries the contract's issues (message keys, translated when written). */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError'
  readonly code = 'REQUEST_INVALID'
  constructor(
    readonly issues: readonly ValidationIssue[],
    options: { cause?: unknown } = {},
  ) {
    super(issues.map((i) => `${i.path || '(root)'}: ${i.messageKey}`).join('; '), options)
  }
}

/** The body could not be read as JSON. */
export class BadJsonError extends Error {
  override readonly name = 'BadJsonError'
  readonly code = 'BAD_JSON'
}
