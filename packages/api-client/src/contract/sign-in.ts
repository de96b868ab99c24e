import * as z from 'zod/mini'
import { userInfoSchema } from './account.js'
import { defineEndpoint } from './define-endpoint.js'
import { email, mobile, optionalText, passwordField, requiredText } from './input-fields.js'

// Log in and register (shop-spec §5/§7), apart from the session's other calls in account.ts: the
// app's shell restores and ends sessions on every page, but only the login and register screens
// send these, so their rules load with those screens (README "Tree-shaking").

export const userLogin = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/login',
  summary: 'Log in with account, email or mobile and password; data.userinfo.token',
  auth: false,
  // shop-spec §5: account and password are required (length rules apply when setting, not here).
  request: z.object({
    account: requiredText('validation.accountRequired'),
    password: z
      .string({ error: 'validation.passwordRequired' })
      .check(z.minLength(1, { error: 'validation.passwordRequired' })),
  }),
  // shop-spec §3/§7: the login response carries the token under userinfo.
  response: z.object({
    userinfo: z.object({ ...userInfoSchema.shape, token: z.string().check(z.minLength(1)) }),
  }),
})

export const userRegister = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/register',
  summary: 'Create an account with an email or a mobile (exactly one); logs in (same data as login)',
  auth: false,
  request: z
    .object({
      username: requiredText('validation.accountRequired'),
      // Issue #31: an email or a mobile (E.164), exactly one of the two (the check below).
      email: z.optional(email()),
      mobile: z.optional(mobile()),
      password: passwordField(),
      confirmPassword: z.string({ error: 'validation.passwordMismatch' }),
      inviteCode: optionalText(),
    })
    .check(
      z.refine((v) => v.password === v.confirmPassword, {
        error: 'validation.passwordMismatch',
        path: ['confirmPassword'],
      }),
      // Both or neither: one clear message on the choice, not a message on each field.
      z.refine((v) => (v.email === undefined) !== (v.mobile === undefined), {
        error: 'validation.contactChoice',
        path: ['contact'],
      }),
    ),
  response: z.object({
    userinfo: z.object({ ...userInfoSchema.shape, token: z.string().check(z.minLength(1)) }),
  }),
})
