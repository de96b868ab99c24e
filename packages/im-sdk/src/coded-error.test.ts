import { describe, expect, it } from 'vitest'
import { CallbackFailedError, ImDataError } from './callbacks/errors.js'
import { ClientDestroyedError, ImClientError } from './client-errors.js'
import { CodedError } from './coded-error.js'
import { CryptoError } from './crypto/errors.js'
import { ProtocolError } from './protocol/errors.js'

describe('typed errors (CONVENTIONS.md 7: name, stable code, cause)', () => {
  it('CodedError sets its name, code and cause', () => {
    const cause = new Error('inner')
    const error = new CodedError('SOME_CODE', 'text', { cause })
    expect(error.name).toBe('CodedError')
    expect(error.code).toBe('SOME_CODE')
    expect(error.cause).toBe(cause)
    expect(String(error)).toBe('CodedError: text')
    expect('cause' in new CodedError('X', 'no cause')).toBe(false)
  })

  it.each([
    [new ImClientError('INVALID_OPTIONS', 'x'), 'ImClientError'],
    [new ClientDestroyedError('send'), 'ClientDestroyedError'],
    [new ImDataError('STORAGE_FAILED', 'x'), 'ImDataError'],
    [new CallbackFailedError('syncMessages', undefined), 'CallbackFailedError'],
    [new ProtocolError('TRUNCATED', 'x'), 'ProtocolError'],
    [new CryptoError('BAD_KEY', 'x'), 'CryptoError'],
  ])('%s is a CodedError named %s', (error, name) => {
    expect(error).toBeInstanceOf(CodedError)
    expect(error.name).toBe(name)
  })
})
