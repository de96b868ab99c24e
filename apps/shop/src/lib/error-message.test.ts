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
import { loadStrings } from '../i18n/load-strings'
import { STRINGS } from '../test-support/all-strings'
import { errorMessage } from './error-message'

const en = createI18n({
  language: 'en',
  strings: { en: { core: STRINGS.en.core, validation: STRINGS.en.validation } },
  loadFallback: loadStrings,
})
const zh = createI18n({
  language: 'zh',
  strings: { zh: { core: STRINGS.zh.core } },
  loadFallback: loadStrings,
})

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
    // shop-spec §8: other messages pass through.
    [
      'another error passes its message through',
      new Error('Camera permission denied'),
      'Camera permission denied',
    ],
    ['a thrown string passes through', 'Quota exceeded', 'Quota exceeded'],
    ['an error with no message', new Error(''), 'unknown error'],
    ['not an error at all', { weird: true }, 'unknown error'],
  ])('%s', (_name, error, expected) => {
    expect(errorMessage(error, en)).toBe(expected)
  })

  it('shows the generic validation message, never a key, while the validation namespace is not loaded', () => {
    const error = new ApiValidationError('/x', [
      { path: 'account', messageKey: 'validation.accountRequired', code: 'too_small' },
    ])
    expect(errorMessage(error, zh)).toBe(STRINGS.zh.core.error.validation)
    zh.addResourceBundle('zh', 'validation', STRINGS.zh.validation)
    expect(errorMessage(error, zh)).toBe(STRINGS.zh.validation.accountRequired)
  })

  it('translates the catalogue into the current language', () => {
    expect(errorMessage(new ApiNetworkError('/x', null), zh)).toBe('后端接口连接异常')
  })
})
