import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { noInput, nothing } from './fields.js'
import { newPayCodeField, passwordField, requiredText } from './input-fields.js'

// Password reset by code, the guest flow behind /forgotPassword and the public
// /changePassword: account or email -> a 6-digit code by mail -> a new password.

/** The code has 6 digits. */
export const RESET_CODE_LENGTH = 6
/** A code lives 15 minutes. */
export const RESET_CODE_TTL_SECONDS = 15 * 60
/** A code stops working after 5 wrong tries (a new one must be requested). */
export const RESET_CODE_MAX_TRIES = 5

const RESET_CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`)

/** The code as typed: exactly 6 digits. */
/*#__NO_SIDE_EFFECTS__*/
export function resetCodeField() {
  return z
    .string({ error: 'validation.resetCodeFormat' })
    .check(z.trim(), z.regex(RESET_CODE_PATTERN, { error: 'validation.resetCodeFormat' }))
}

/**
 * Sends a code to the account's email. The answer is the same whether or not the account exists
 * (no account enumeration), and says how long a code lives.
 */
export const userResetCodeSend = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/forgot_send_code',
  summary: 'Mail a 6-digit password reset code (same answer for unknown accounts)',
  auth: false,
  request: z.object({ account: requiredText('validation.accountRequired') }),
  response: z.object({ expiresInSeconds: z.int(), codeLength: z.int() }),
})

/**
 * Checks a code without using it (the screen's code step); a wrong code counts as one of the tries.
 */
export const userResetCodeVerify = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/forgot_verify_code',
  summary: 'Check a password reset code without using it (a wrong one counts as a try)',
  auth: false,
  request: z.object({ account: requiredText('validation.accountRequired'), code: resetCodeField() }),
  response: z.object({ valid: z.literal(true) }),
})

/** Uses the code and sets the new password; every token of the user is revoked (log in again). */
export const userResetCodeReset = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/forgot_reset',
  summary: 'Set a new password with a reset code (single use; revokes every token of the user)',
  auth: false,
  request: z
    .object({
      account: requiredText('validation.accountRequired'),
      code: resetCodeField(),
      newPassword: passwordField(),
      confirmPassword: z.string({ error: 'validation.passwordMismatch' }),
    })
    .check(
      z.refine((v) => v.newPassword === v.confirmPassword, {
        error: 'validation.passwordMismatch',
        path: ['confirmPassword'],
      }),
    ),
  response: nothing(),
})

/** Where a code went: the account's email, else its mobile (a phone-registered shopper: by SMS). */
export const RESET_CODE_CHANNELS = ['email', 'sms'] as const
export type ResetCodeChannel = (typeof RESET_CODE_CHANNELS)[number]

/**
 * "Forgot payment code" (issue #46), the same code flow for a logged-in shopper: a 6-digit code to
 * the account's email, else by SMS to its mobile. The shopper is known, so the answer may say where
 * it went (masked: "+66 ••• ••34", "a•••@example.com"); the same limits as the password's codes.
 */
export const userPayCodeSendCode = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/pay_code_send_code',
  summary: 'Send a 6-digit code to reset the payment code (email, else SMS)',
  auth: true,
  request: noInput(),
  response: z.object({
    expiresInSeconds: z.int(),
    codeLength: z.int(),
    channel: z.enum(RESET_CODE_CHANNELS),
    destination: z.string(),
  }),
})

/** Uses the code and sets a new payment code (not a trivial one; the two entries match). */
export const userPayCodeReset = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/pay_code_reset',
  summary: 'Set a new payment code with a reset code (single use)',
  auth: true,
  request: z
    .object({
      code: resetCodeField(),
      newCode: newPayCodeField(),
      confirmCode: z.string({ error: 'validation.payCodeMismatch' }),
    })
    .check(
      z.refine((v) => v.newCode === v.confirmCode, {
        error: 'validation.payCodeMismatch',
        path: ['confirmCode'],
      }),
    ),
  response: nothing(),
})
