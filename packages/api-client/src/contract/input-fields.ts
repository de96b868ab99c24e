import * as z from 'zod/mini'
import { hasKnownCallingCode, isCallingRegion } from './calling-codes.js'
import { LANGUAGES, PASSWORD_MIN_LENGTH, PAY_CODE_MIN_LENGTH } from './constants.js'
import { id, int, key } from './fields.js'
import { AMOUNT_MAX_CENTS, ID_LIST_MAX } from './limits.js'
import type { ValidationMessageKey } from './message-keys.js'
import { normalizePhone } from './phone-number.js'
import { normalizePostcode } from './postcode.js'

/**
 * The request fields of the forms (shop-spec §5): texts, contact details, money, codes, images, id
 * lists and the language, marked `#__NO_SIDE_EFFECTS__` like those of ./fields.ts. Apart from
 * ./fields.ts (ids, integers, pages, response shapes), which the app's landing page uses: its
 * first chunk carries whole modules (README "Tree-shaking").
 */

const SHORT_TEXT_MAX = 255
const LONG_TEXT_MAX = 2_000
const IMAGE_REF_MAX = 1_024
/** Mobile numbers: optional +, 6 to 15 digits (E.164 allows at most 15); cross-border, so no country rule. */
const MOBILE_PATTERN = /^\+?\d{6,15}$/

/** A required trimmed text: missing, non-string or blank -> `messageKey`. */
/*#__NO_SIDE_EFFECTS__*/
export function requiredText(messageKey: ValidationMessageKey, max = SHORT_TEXT_MAX) {
  return z
    .string(key(messageKey))
    .check(z.trim(), z.minLength(1, key(messageKey)), z.maxLength(max, key('validation.invalid')))
}

/*#__NO_SIDE_EFFECTS__*/
export function longText(messageKey: ValidationMessageKey) {
  return requiredText(messageKey, LONG_TEXT_MAX)
}

/** An optional free text (blank allowed). */
/*#__NO_SIDE_EFFECTS__*/
export function optionalText(max = SHORT_TEXT_MAX) {
  return z.optional(
    z.string(key('validation.invalid')).check(z.trim(), z.maxLength(max, key('validation.invalid'))),
  )
}

/** 1..ID_LIST_MAX ids. */
/*#__NO_SIDE_EFFECTS__*/
export function idList(messageKey: ValidationMessageKey = 'validation.idInvalid') {
  return z
    .array(id(), key(messageKey))
    .check(z.minLength(1, key(messageKey)), z.maxLength(ID_LIST_MAX, key(messageKey)))
}

/** Money in requests: integer cents, strictly positive, at most AMOUNT_MAX_CENTS (recharge, withdraw). */
/*#__NO_SIDE_EFFECTS__*/
export function positiveCents() {
  return int('validation.amountInvalid', AMOUNT_MAX_CENTS).check(z.gt(0, key('validation.amountPositive')))
}

/** Money in requests: integer cents, zero allowed (refund: "not negative"), at most AMOUNT_MAX_CENTS. */
/*#__NO_SIDE_EFFECTS__*/
export function nonNegativeCents() {
  return int('validation.amountInvalid', AMOUNT_MAX_CENTS).check(z.gte(0, key('validation.amountNegative')))
}

/** A member of a numeric code table (status, type), accepting numeric strings. */
/*#__NO_SIDE_EFFECTS__*/
export function code<const T extends readonly number[]>(codes: T, messageKey: ValidationMessageKey) {
  return int(messageKey).check(
    z.refine((value) => (codes as readonly number[]).includes(value), key(messageKey)),
  ) as unknown as z.ZodMiniType<T[number], T[number]>
}

/** An uploaded image reference (the `url` returned by the upload call). */
/*#__NO_SIDE_EFFECTS__*/
export function imageRef(messageKey: ValidationMessageKey) {
  return z
    .string(key(messageKey))
    .check(z.trim(), z.minLength(1, key(messageKey)), z.maxLength(IMAGE_REF_MAX, key('validation.invalid')))
}

/*#__NO_SIDE_EFFECTS__*/
export function email() {
  return z.string(key('validation.emailInvalid')).check(z.trim(), z.email(key('validation.emailInvalid')))
}

/*#__NO_SIDE_EFFECTS__*/
export function mobile() {
  return z.string(key('validation.mobileInvalid')).check(
    z.overwrite(normalizePhone),
    z.regex(MOBILE_PATTERN, key('validation.mobileInvalid')),
    // Issue #31: an international number starts with a country calling code that exists.
    z.refine(hasKnownCallingCode, key('validation.mobileInvalid')),
  )
}

/** An ISO 3166-1 region of the calling-code table ("TH"), upper-cased (issue #31 address country). */
/*#__NO_SIDE_EFFECTS__*/
export function country() {
  return z.string(key('validation.countryInvalid')).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((value) => isCallingRegion(value), key('validation.countryInvalid')),
  )
}

/** An optional postcode, normalized (its format per country is the address schema's check). */
/*#__NO_SIDE_EFFECTS__*/
export function postcode() {
  return z.optional(
    z
      .string(key('validation.postcodeInvalid'))
      .check(z.overwrite(normalizePostcode), z.maxLength(16, key('validation.postcodeInvalid'))),
  )
}

/*#__NO_SIDE_EFFECTS__*/
export function language() {
  return z.enum(LANGUAGES, key('validation.languageInvalid'))
}

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

/**
 * Issue #46: a new payment code that anyone would guess first is refused: one digit repeated
 * (111111) or a run up or down (123456, 654321, 890123 wraps past 9). Only new codes: the current
 * one, whatever it is, is still typed to pay or to change it.
 */
/*#__NO_SIDE_EFFECTS__*/
export function isTrivialPayCode(code: string): boolean {
  if (!/^\d{2,}$/.test(code)) return false
  const digits = [...code].map(Number)
  const steps = new Set(digits.slice(1).map((d, i) => (d - (digits[i] ?? 0) + 10) % 10))
  return steps.size === 1 && [0, 1, 9].includes([...steps][0] ?? -1)
}

/** A payment code being set (shop-spec §5 plus issue #46: not a trivial one). */
/*#__NO_SIDE_EFFECTS__*/
export function newPayCodeField() {
  return payCodeField().check(
    z.refine((code) => !isTrivialPayCode(code), { error: 'validation.payCodeTrivial' }),
  )
}
