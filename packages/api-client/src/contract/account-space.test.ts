import { describe, expect, it } from 'vitest'
import type { Endpoint } from './define-endpoint.js'
import { notificationList, notificationRead, notificationSchema } from './notification.js'
import { parseRequest } from './parse-request.js'
import { userResetCodeReset, userResetCodeSend, userResetCodeVerify } from './password-reset.js'
import { userSessionRevoke } from './session.js'

// Rules of the shopper's own space (password reset by code, notifications, sessions), valid and invalid rows.

const reset = { account: 'ada', code: '012345', newPassword: 'secret1', confirmPassword: 'secret1' }

const valid: [string, Endpoint, unknown][] = [
  ['send by account', userResetCodeSend, { account: 'ada' }],
  ['send by email', userResetCodeSend, { account: 'ada@example.com' }],
  ['verify, leading zero', userResetCodeVerify, { account: 'ada', code: '000001' }],
  ['verify, spaces around', userResetCodeVerify, { account: 'ada', code: ' 123456 ' }],
  ['reset', userResetCodeReset, reset],
  ['list, no query', notificationList, undefined],
  ['list, page from a query string', notificationList, new URLSearchParams('page=2&limit=20')],
  ['read', notificationRead, { id: 3 }],
  ['revoke a session', userSessionRevoke, { id: 'a'.repeat(32) }],
]

const invalid: [string, Endpoint, unknown, string, string][] = [
  ['send, blank account', userResetCodeSend, { account: '  ' }, 'account', 'validation.accountRequired'],
  [
    'verify, 5 digits',
    userResetCodeVerify,
    { account: 'a', code: '12345' },
    'code',
    'validation.resetCodeFormat',
  ],
  [
    'verify, 7 digits',
    userResetCodeVerify,
    { account: 'a', code: '1234567' },
    'code',
    'validation.resetCodeFormat',
  ],
  [
    'verify, letters',
    userResetCodeVerify,
    { account: 'a', code: '12a456' },
    'code',
    'validation.resetCodeFormat',
  ],
  [
    'verify, a number',
    userResetCodeVerify,
    { account: 'a', code: 123456 },
    'code',
    'validation.resetCodeFormat',
  ],
  [
    'reset, short password',
    userResetCodeReset,
    { ...reset, newPassword: '12345', confirmPassword: '12345' },
    'newPassword',
    'validation.passwordMin',
  ],
  [
    'reset, mismatch',
    userResetCodeReset,
    { ...reset, confirmPassword: 'secret2' },
    'confirmPassword',
    'validation.passwordMismatch',
  ],
  ['list, page 0', notificationList, new URLSearchParams('page=0'), 'page', 'validation.pageInvalid'],
  ['list, limit 101', notificationList, new URLSearchParams('limit=101'), 'limit', 'validation.pageInvalid'],
  ['read, no id', notificationRead, {}, 'id', 'validation.idInvalid'],
  ['revoke, a token-looking value', userSessionRevoke, { id: 'zz' }, 'id', 'validation.idInvalid'],
]

describe("the shopper's own space: request rules", () => {
  it.each(valid)('accepts %s', (_, endpoint, input) => {
    expect(parseRequest(endpoint, input).ok).toBe(true)
  })

  it.each(invalid)('refuses %s', (_, endpoint, input, path, messageKey) => {
    const result = parseRequest(endpoint, input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues).toContainEqual(expect.objectContaining({ path, messageKey }))
  })

  it('a notification carries a known template key, params and an optional target', () => {
    const base = {
      id: 1,
      params: { orderSn: 'CM1', amountCents: 100 },
      read: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    expect(
      notificationSchema.safeParse({
        ...base,
        templateKey: 'notification.orderPaid',
        target: { type: 'order', id: 1, orderId: 1 },
      }).success,
    ).toBe(true)
    expect(
      notificationSchema.safeParse({
        ...base,
        templateKey: 'notification.platformAnnouncement',
        target: null,
      }).success,
    ).toBe(true)
    expect(
      notificationSchema.safeParse({ ...base, templateKey: 'notification.unknown', target: null }).success,
    ).toBe(false)
    expect(
      notificationSchema.safeParse({
        ...base,
        templateKey: 'notification.orderPaid',
        target: { type: 'cart', id: 1, orderId: null },
      }).success,
    ).toBe(false)
  })
})
