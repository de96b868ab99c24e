import * as z from 'zod/mini'
import { LANGUAGES, PASSWORD_MIN_LENGTH, PAY_CODE_MIN_LENGTH } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { cents, idValue, noInput, nothing, timestamp } from './fields.js'

// shop-spec §5 rules for the account calls.

/** shop-spec §5/§9: payment code is digits only, at least 6. */
const PAY_CODE_PATTERN = new RegExp(`^\\d{${PAY_CODE_MIN_LENGTH},}$`)

/** A new login password: at least 6 characters (shop-spec §5). */
/*#__NO_SIDE_EFFECTS__*/
export function passwordField() {
  return z
    .string({ error: 'validation.passwordRequired' })
    .check(
      z.minLength(1, { error: 'validation.passwordRequired' }),
      z.minLength(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' }),
      z.maxLength(128, { error: 'validation.invalid' }),
    )
}

/** A payment code: digits only, at least 6 (shop-spec §5). */
/*#__NO_SIDE_EFFECTS__*/
export function payCodeField() {
  return z
    .string({ error: 'validation.payCodeFormat' })
    .check(
      z.regex(PAY_CODE_PATTERN, { error: 'validation.payCodeFormat' }),
      z.maxLength(32, { error: 'validation.payCodeFormat' }),
    )
}

/** shop-spec §3 User: the user-info object loaded after login. */
export const userInfoSchema = z.object({
  id: idValue(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  balanceCents: cents(),
  /** shop-spec §4: when false, paying shows "You have not set payment password" with go-setting. */
  payCodeSet: z.boolean(),
  language: z.enum(LANGUAGES),
  createdAt: timestamp(),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const userGetUserInfo = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/getUserInfo',
  summary: 'The logged-in user (loaded after login)',
  auth: true,
  request: noInput(),
  response: userInfoSchema,
})

export const userLogout = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/logout',
  summary: 'Revoke the token',
  auth: true,
  request: noInput(),
  response: nothing(),
})

/** Server README "Security": ends every session of the user (all tokens, chat tokens and open chat sockets). */
export const userLogoutAll = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/logout_all',
  summary: 'Revoke every token of the user (log out everywhere)',
  auth: true,
  request: noInput(),
  response: nothing(),
})
