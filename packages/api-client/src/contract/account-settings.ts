import * as z from 'zod/mini'
import { userInfoSchema } from './account.js'
import { LANGUAGES } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { listOf, noInput, nothing } from './fields.js'
import {
  email,
  language,
  mobile,
  newPayCodeField,
  passwordField,
  payCodeField,
  requiredText,
} from './input-fields.js'

// The account calls of the settings screens (profile, login password, payment code, language), apart from
// the session's own calls in account.ts: an app bundles a module as a whole, so these stay out of
// the first screen's code until a screen that uses them loads.

export const userProfile = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/profile',
  summary: 'Update profile fields (only those sent)',
  auth: true,
  request: z.object({
    nickname: z.optional(requiredText('validation.nameRequired')),
    avatar: z.optional(z.string({ error: 'validation.invalid' })),
    email: z.optional(email()),
    mobile: z.optional(mobile()),
  }),
  response: userInfoSchema,
})

export const userResetPwd = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/resetpwd',
  summary: 'Change the login password (revokes other tokens)',
  auth: true,
  // shop-spec §5: at least 6; new differs from old; the two entries match.
  request: z
    .object({
      oldPassword: z
        .string({ error: 'validation.passwordRequired' })
        .check(z.minLength(1, { error: 'validation.passwordRequired' })),
      newPassword: passwordField(),
      confirmPassword: z.string({ error: 'validation.passwordMismatch' }),
    })
    .check(
      z.refine((v) => v.newPassword !== v.oldPassword, {
        error: 'validation.passwordSameAsOld',
        path: ['newPassword'],
      }),
      z.refine((v) => v.newPassword === v.confirmPassword, {
        error: 'validation.passwordMismatch',
        path: ['confirmPassword'],
      }),
    ),
  response: nothing(),
})

/**
 * shop-spec §5: when first set the old code is left blank; when changed, the old code is required.
 * `mode` says which the form is doing; the server refuses a `set` when a code exists and a `change`
 * when none does.
 */
export const userResetPay = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/resetPay',
  summary: 'Set (first time) or change the payment code',
  auth: true,
  request: z
    .discriminatedUnion(
      'mode',
      [
        z.object({
          mode: z.literal('set'),
          oldCode: z.optional(z.literal('', { error: 'validation.invalid' })),
          newCode: newPayCodeField(),
        }),
        z.object({
          mode: z.literal('change'),
          oldCode: z
            .string({ error: 'validation.payCodeOldRequired' })
            .check(z.minLength(1, { error: 'validation.payCodeOldRequired' })),
          newCode: newPayCodeField(),
        }),
      ],
      { error: 'validation.invalid' },
    )
    .check(
      z.refine((v) => v.mode === 'set' || v.oldCode !== v.newCode, {
        error: 'validation.payCodeSameAsOld',
        path: ['newCode'],
      }),
    ),
  response: nothing(),
})

export const userVerifyPay = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/verify_pay',
  summary: 'Check the payment code (failures are rate limited)',
  auth: true,
  request: z.object({ payCode: payCodeField() }),
  response: z.object({ valid: z.boolean(), payCodeSet: z.boolean() }),
})

export const userLanguageList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/language_list',
  summary: 'Interface languages (shop-spec §9)',
  auth: false,
  request: noInput(),
  response: listOf(z.object({ code: z.enum(LANGUAGES), name: z.string() })),
})

export const userSetLanguage = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/set_language',
  summary: "Store the user's language (server messages follow the Lang header)",
  auth: true,
  request: z.object({ lang: language() }),
  response: z.object({ lang: z.enum(LANGUAGES) }),
})
