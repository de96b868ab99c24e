import {
  ApiError,
  ApiHttpError,
  ApiUnauthorizedError,
  ApiValidationError,
  isApiClientError,
  type MessageKey,
} from '@crossmart/api-client'
import type { i18n } from 'i18next'
import type { Strings } from '../i18n/namespaces'

/** The i18n key of an api-client message key: `validation.x` lives in the `validation` namespace. */
export type MessageI18nKey<K extends MessageKey = MessageKey> = K extends `validation.${infer Rule}`
  ? `validation:${Rule}`
  : K

const VALIDATION_PREFIX = 'validation.'

/** A key of the `validation` namespace (api-client `validation.<rule>` without the prefix). */
type ValidationRule = keyof Strings<'validation'>

export function messageI18nKey<K extends MessageKey>(key: K): MessageI18nKey<K> {
  return (
    key.startsWith(VALIDATION_PREFIX) ? `validation:${key.slice(VALIDATION_PREFIX.length)}` : key
  ) as MessageI18nKey<K>
}

/**
 * shop-spec §8: the text of a failure toast. A server failure shows the server's msg (already in
 * the request's language); the client catalogue (network, timeout, status N, duplicate submit, ...)
 * is translated from the error's message key (core namespace, always loaded). A validation rule's
 * text (shop-spec §5) is in the `validation` namespace, loaded by forms: until it is, the generic
 * `error.validation` shows, never a raw key.
 */
export function errorMessage(error: unknown, i18n: Pick<i18n, 't' | 'exists' | 'getFixedT'>): string {
  const { t } = i18n
  if (error instanceof ApiError) return error.msg || t('error.server')
  if (error instanceof ApiUnauthorizedError) return error.msg || t('error.unauthorized')
  if (error instanceof ApiHttpError) return t('error.httpStatus', { status: error.status })
  if (error instanceof ApiValidationError) {
    const first = error.issues[0]
    const rule = first?.messageKey.slice(VALIDATION_PREFIX.length) as ValidationRule | undefined
    if (!rule || !i18n.exists(rule, { ns: 'validation' })) return t('error.validation')
    // i18next's key inference takes one literal; a union of this namespace's keys is just as safe.
    return (i18n.getFixedT(null, 'validation') as (key: ValidationRule) => string)(rule)
  }
  if (isApiClientError(error)) return t(messageI18nKey(error.messageKey))
  // shop-spec §8: "Other messages pass through" — an error outside the catalogue shows its own text.
  if (error instanceof Error && error.message.trim() !== '') return error.message
  if (typeof error === 'string' && error.trim() !== '') return error
  return t('error.unknown')
}
