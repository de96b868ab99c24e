import { ERROR_DEFAULT_TEXT, type ErrorMessageKey } from '../contract/message-keys.js'
import type { ContractIssue, ValidationIssue } from '../contract/parse.js'

/**
 * The client's errors (shop-spec §8), part of the public API. Each has a stable `code`, a
 * `messageKey` the app translates (the English text is `message`, for logs) and the `cause`.
 * The app decides what to show: the package never toasts or redirects.
 */
export abstract class ApiClientError<C extends string | number = string> extends Error {
  abstract override readonly name: string
  abstract readonly code: C
  readonly messageKey: ErrorMessageKey
  /** The endpoint path of the failed call. */
  readonly path: string

  constructor(messageKey: ErrorMessageKey, path: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.messageKey = messageKey
    this.path = path
  }
}

/**
 * shop-spec §8: envelope code other than 1. `code` is the server's code (see API_CODE), `msg` its
 * message, already in the request's language: the app shows it as a failure toast.
 */
export class ApiError extends ApiClientError<number> {
  override readonly name = 'ApiError'
  readonly code: number
  readonly msg: string

  constructor(code: number, msg: string, path: string) {
    super('error.server', path, msg || ERROR_DEFAULT_TEXT['error.server'])
    this.code = code
    this.msg = msg
  }
}

/** shop-spec §8: HTTP 401 (or envelope code 401). The client also calls `onUnauthorized`. */
export class ApiUnauthorizedError extends ApiClientError<'UNAUTHORIZED'> {
  override readonly name = 'ApiUnauthorizedError'
  readonly code = 'UNAUTHORIZED' as const
  readonly status = 401
  /** The server's msg when it sent one, else ''. */
  readonly msg: string

  constructor(msg: string, path: string) {
    super('error.unauthorized', path, msg || ERROR_DEFAULT_TEXT['error.unauthorized'])
    this.msg = msg
  }
}

/** shop-spec §8: 'Network Error' -> 'backend interface connection error'. */
export class ApiNetworkError extends ApiClientError<'NETWORK'> {
  override readonly name = 'ApiNetworkError'
  readonly code = 'NETWORK' as const

  constructor(path: string, cause: unknown) {
    super('error.network', path, ERROR_DEFAULT_TEXT['error.network'], { cause })
  }
}

/** shop-spec §8: timeout -> 'system interface request timed out'. */
export class ApiTimeoutError extends ApiClientError<'TIMEOUT'> {
  override readonly name = 'ApiTimeoutError'
  readonly code = 'TIMEOUT' as const
  readonly timeoutMs: number

  constructor(path: string, timeoutMs: number, cause: unknown) {
    super('error.timeout', path, ERROR_DEFAULT_TEXT['error.timeout'], { cause })
    this.timeoutMs = timeoutMs
  }
}

/** shop-spec §8: 'Request failed with status code N' -> 'system interface N error'. */
export class ApiHttpError extends ApiClientError<'HTTP_STATUS'> {
  override readonly name = 'ApiHttpError'
  readonly code = 'HTTP_STATUS' as const
  readonly status: number

  constructor(status: number, path: string) {
    super(
      'error.httpStatus',
      path,
      ERROR_DEFAULT_TEXT['error.httpStatus'].replace('{status}', String(status)),
    )
    this.status = status
  }
}

/** shop-spec §5/§8: identical POST/PUT within the window -> 'data is being processed, do not submit again'. */
export class DuplicateSubmitError extends ApiClientError<'DUPLICATE_SUBMIT'> {
  override readonly name = 'DuplicateSubmitError'
  readonly code = 'DUPLICATE_SUBMIT' as const

  constructor(path: string) {
    super('error.duplicateSubmit', path, ERROR_DEFAULT_TEXT['error.duplicateSubmit'])
  }
}

/** The response broke the contract: not an envelope, or `data` not matching the endpoint's schema. */
export class ApiContractError extends ApiClientError<'CONTRACT'> {
  override readonly name = 'ApiContractError'
  readonly code = 'CONTRACT' as const
  readonly issues: readonly ContractIssue[]
  /** The first offending field, e.g. 'data.list.0.priceCents'. */
  readonly field: string

  constructor(path: string, issues: readonly ContractIssue[], cause?: unknown) {
    const first = issues[0] ?? { field: 'body', problem: 'unreadable' }
    super(
      'error.contract',
      path,
      `${path}: response field ${first.field} breaks the contract (${first.problem})`,
      {
        cause,
      },
    )
    this.issues = issues
    this.field = first.field
  }
}

/** The request payload failed the endpoint's schema; nothing was sent. */
export class ApiValidationError extends ApiClientError<'VALIDATION'> {
  override readonly name = 'ApiValidationError'
  readonly code = 'VALIDATION' as const
  readonly issues: readonly ValidationIssue[]

  constructor(path: string, issues: readonly ValidationIssue[]) {
    const first = issues[0]
    super(
      'error.validation',
      path,
      first
        ? `${path}: ${first.path || 'input'} ${first.messageKey}`
        : ERROR_DEFAULT_TEXT['error.validation'],
    )
    this.issues = issues
  }
}

export function isApiClientError(error: unknown): error is ApiClientError<string | number> {
  return error instanceof ApiClientError
}
