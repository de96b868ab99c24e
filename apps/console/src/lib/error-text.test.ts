import { API_CODE, ApiError, ApiNetworkError } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { isRetryable } from './error-text'

describe('isRetryable', () => {
  it('offers another try for a failure that can pass, not for a missing, forbidden or invalid record', () => {
    expect(isRetryable(new ApiError(API_CODE.failure, 'busy', '/api/x'))).toBe(true)
    expect(isRetryable(new ApiError(API_CODE.rateLimited, 'slow down', '/api/x'))).toBe(true)
    expect(isRetryable(new ApiNetworkError('/api/x', new Error('offline')))).toBe(true)
    expect(isRetryable(new ApiError(API_CODE.notFound, 'Order not found', '/api/x'))).toBe(false)
    expect(isRetryable(new ApiError(API_CODE.forbidden, 'Operators only', '/api/x'))).toBe(false)
    expect(isRetryable(new ApiError(API_CODE.validation, 'Bad id', '/api/x'))).toBe(false)
  })
})
