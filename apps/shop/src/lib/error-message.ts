import {
  ApiError,
  ApiHttpError,
  ApiUnauthorizedError,
  ApiValidationError,
  isApiClientError,
} from '@crossmart/api-client'
import type { TFunction } from 'i18next'

/**
 * shop-spec §8: the text of a failure toast. A server failure shows the server's msg (already in
 * the request's language); the client catalogue (network, timeout, status N, duplicate submit, ...)
 * is translated from the error's message key.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.msg || t('error.server')
  if (error instanceof ApiUnauthorizedError) return error.msg || t('error.unauthorized')
  if (error instanceof ApiHttpError) return t('error.httpStatus', { status: error.status })
  if (error instanceof ApiValidationError) {
    const first = error.issues[0]
    return first ? t(first.messageKey) : t('error.validation')
  }
  if (isApiClientError(error)) return t(error.messageKey)
  return t('error.unknown')
}
