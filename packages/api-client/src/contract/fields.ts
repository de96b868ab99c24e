import * as z from 'zod/mini'
import { DEFAULT_PAGE, DEFAULT_PAGE_LIMIT, LANGUAGES, MAX_PAGE_LIMIT } from './constants.js'
import { AMOUNT_MAX_CENTS, DB_INT_MAX, ID_LIST_MAX, integerInput } from './limits.js'
import type { ValidationMessageKey } from './message-keys.js'

/**
 * Reusable field schemas. Request numbers use `int()`: typed as `number` for the
 * caller, but they also accept the decimal strings a query string carries, so the server parses GET queries
 * with the same schema. Every check names a message key (shop-spec §5), never a sentence.
 * The factories are marked `#__NO_SIDE_EFFECTS__` so that an unused endpoint built from them is
 * dropped by the app's bundler (see define-endpoint.ts).
 */

const SHORT_TEXT_MAX = 255
const LONG_TEXT_MAX = 2_000
const IMAGE_REF_MAX = 1_024
/** Mobile numbers: optional +, 6 to 15 digits (E.164 allows at most 15); cross-border, so no country rule. */
const MOBILE_PATTERN = /^\+?\d{6,15}$/

const key = (error: ValidationMessageKey) => ({ error })

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

/**
 * A request integer: a JSON integer, or its canonical decimal text from a query string. Never a
 * boolean, an array, `"0x10"` or `"1e2"` (server README "Security"), and within `-max..max` (default: the
 * database's 32-bit columns, so an id above them is a validation error, not a 500).
 */
/*#__NO_SIDE_EFFECTS__*/
export function int(messageKey: ValidationMessageKey, max: number = DB_INT_MAX) {
  return z.pipe(
    z.transform(integerInput),
    z
      .number(key(messageKey))
      .check(
        z.refine(Number.isSafeInteger, key(messageKey)),
        z.lte(max, key(messageKey)),
        z.gte(-max, key(messageKey)),
      ),
  ) as unknown as z.ZodMiniType<number, number>
}

/** A positive integer id (at most DB_INT_MAX). */
/*#__NO_SIDE_EFFECTS__*/
export function id() {
  return int('validation.idInvalid').check(z.gt(0, key('validation.idInvalid')))
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
  return z
    .string(key('validation.mobileInvalid'))
    .check(z.trim(), z.regex(MOBILE_PATTERN, key('validation.mobileInvalid')))
}

/*#__NO_SIDE_EFFECTS__*/
export function language() {
  return z.enum(LANGUAGES, key('validation.languageInvalid'))
}

/** Pagination query: `page` >= 1 (default 1), `limit` 1..100 (default 10). */
/*#__NO_SIDE_EFFECTS__*/
export function pageQuery() {
  return {
    page: z._default(
      int('validation.pageInvalid').check(z.gte(1, key('validation.pageInvalid'))),
      DEFAULT_PAGE,
    ),
    limit: z._default(
      int('validation.pageInvalid').check(
        z.gte(1, key('validation.pageInvalid')),
        z.lte(MAX_PAGE_LIMIT, key('validation.pageInvalid')),
      ),
      DEFAULT_PAGE_LIMIT,
    ),
  }
}

/** An empty request (no query, no body). Unknown keys are stripped, not refused. */
/*#__NO_SIDE_EFFECTS__*/
export function noInput() {
  return z.optional(z.object({}))
}

// ---- response primitives (strict types: the server produces them, the client guards them) ----

/*#__NO_SIDE_EFFECTS__*/
export const cents = () => z.int()
/*#__NO_SIDE_EFFECTS__*/
export const count = () => z.int().check(z.gte(0))
/*#__NO_SIDE_EFFECTS__*/
export const idValue = () => z.int().check(z.gt(0))
/** ISO 8601 timestamp string. */
/*#__NO_SIDE_EFFECTS__*/
export const timestamp = () => z.string()
/** Favourable rate as a percentage 0..100. */
/*#__NO_SIDE_EFFECTS__*/
export const percent = () => z.number().check(z.gte(0), z.lte(100))

/** A page of a list: `{ list, total, page, limit }`. */
/*#__NO_SIDE_EFFECTS__*/
export function paged<T extends z.core.$ZodType>(item: T) {
  return z.object({ list: z.array(item), total: count(), page: z.int(), limit: z.int() })
}

/*#__NO_SIDE_EFFECTS__*/
export function listOf<T extends z.core.$ZodType>(item: T) {
  return z.object({ list: z.array(item) })
}

/** `data: null` for calls that only acknowledge. */
/*#__NO_SIDE_EFFECTS__*/
export const nothing = () => z.null()
