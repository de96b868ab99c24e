import {
  API_CODE,
  ApiError,
  ApiHttpError,
  ApiUnauthorizedError,
  ApiValidationError,
  isApiClientError,
  type ValidationIssue,
} from '@crossmart/api-client'
import type { TFunction } from 'i18next'

/**
 * The text of a failure: the server's `msg` (already in the request's language), else the client
 * catalogue's key (`error.network`, `validation.x`) translated.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.msg || t('error.server')
  if (error instanceof ApiUnauthorizedError) return error.msg || t('error.unauthorized')
  if (error instanceof ApiHttpError) return t('error.httpStatus', { status: error.status })
  if (error instanceof ApiValidationError) return t(error.issues[0]?.messageKey ?? 'error.validation')
  if (isApiClientError(error)) return t(error.messageKey)
  return t('error.unknown')
}

/** Field -> message of the first issue per field, for inline form messages. */
export function fieldErrors(issues: readonly ValidationIssue[], t: TFunction): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.split('.')[0] || '_'
    out[field] ??= t(issue.messageKey)
  }
  return out
}

/** Answers a second try cannot change: the record is gone, not this person's, or the input is wrong. */
const FINAL_CODES: ReadonlySet<number> = new Set([API_CODE.notFound, API_CODE.forbidden, API_CODE.validation])

/** Whether "Try again" can help (issue #44: a "Not found" page offered it). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return !FINAL_CODES.has(error.code)
  return !(error instanceof ApiValidationError)
}
