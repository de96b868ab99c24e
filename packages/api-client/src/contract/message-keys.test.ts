import { describe, expect, it } from 'vitest'
import {
  ERROR_DEFAULT_TEXT,
  ERROR_MESSAGE_KEYS,
  MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from './message-keys.js'

describe('message keys', () => {
  it('are unique and namespaced', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length)
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation\.[a-zA-Z]+$/)
    for (const key of ERROR_MESSAGE_KEYS) expect(key).toMatch(/^error\.[a-zA-Z]+$/)
  })

  it.each([
    ['error.network', 'backend interface connection error'],
    ['error.timeout', 'system interface request timed out'],
    ['error.httpStatus', 'system interface {status} error'],
    ['error.duplicateSubmit', 'data is being processed, do not submit again'],
    ['error.unauthorized', 'please login first'],
  ] as const)('shop-spec §8 wording of %s', (key, text) => {
    expect(ERROR_DEFAULT_TEXT[key]).toBe(text)
  })
})
