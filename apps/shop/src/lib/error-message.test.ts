import {
  ApiContractError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiUnauthorizedError,
  ApiValidationError,
  DuplicateSubmitError,
} from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/create-i18n'
import { loadTranslation } from '../i18n/load-translation'
import { TRANSLATIONS } from '../i18n/resources'
import { errorMessage } from './error-message'

const en = createI18n({
  language: 'en',
  translations: { en: TRANSLATIONS.en },
  loadFallback: loadTranslation,
}).t
const zh = createI18n({
  language: 'zh',
  translations: { zh: TRANSLATIONS.zh },
  loadFallback: loadTranslation,
}).t

describe('errorMessage (shop-spec §8)', () => {
  it.each([
    [
      'server failure shows the server msg',
      new ApiError(1012, 'Wrong account or password', '/x'),
      'Wrong account or password',
    ],
    ['server failure without msg', new ApiError(0, '', '/x'), 'request failed'],
    [
      'network error',
      new ApiNetworkError('/x', new TypeError('Failed to fetch')),
      'backend interface connection error',
    ],
    ['timeout', new ApiTimeoutError('/x', 10_000, null), 'system interface request timed out'],
    ['status N', new ApiHttpError(502, '/x'), 'system interface 502 error'],
    ['duplicate submit', new DuplicateSubmitError('/x'), 'data is being processed, do not submit again'],
    ['401 with msg', new ApiUnauthorizedError('Token expired', '/x'), 'Token expired'],
    ['401 without msg', new ApiUnauthorizedError('', '/x'), 'please login first'],
    ['contract', new ApiContractError('/x', []), 'unexpected response from the server'],
    [
      'validation shows its first rule',
      new ApiValidationError('/x', [
        { path: 'account', messageKey: 'validation.accountRequired', code: 'too_small' },
      ]),
      'Please enter your account',
    ],
    ['anything else', new Error('boom'), 'unknown error'],
  ])('%s', (_name, error, expected) => {
    expect(errorMessage(error, en)).toBe(expected)
  })

  it('translates the catalogue into the current language', () => {
    expect(errorMessage(new ApiNetworkError('/x', null), zh)).toBe('后端接口连接异常')
  })
})
