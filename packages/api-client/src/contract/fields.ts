import * as z from 'zod/mini'
import { DEFAULT_PAGE, DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './constants.js'
import { DB_INT_MAX, integerInput } from './limits.js'
import type { ValidationMessageKey } from './message-keys.js'

/**
 * Reusable field schemas. Request numbers use `int()`: typed as `number` for the
 * caller, but they also accept the decimal strings a query string carries, so the server parses GET queries
 * with the same schema. Every check names a message key (shop-spec §5), never a sentence.
 * The factories are marked `#__NO_SIDE_EFFECTS__` so that an unused endpoint built from them is
 * dropped by the app's bundler (see define-endpoint.ts). The forms' own fields (texts, contact
 * details, money, codes, images, id lists) are in ./input-fields.ts: the app's first chunk carries
 * every module its landing page imports, whole (README "Tree-shaking").
 */

/** A schema option naming the message key of a failed check. */
/*#__NO_SIDE_EFFECTS__*/
export const key = (error: ValidationMessageKey) => ({ error })

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

/**
 * A request yes/no: a JSON boolean, or `1`/`0`/`true`/`false` from a query string (a query has no
 * booleans). Anything else is `validation.invalid`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function flag() {
  const fromQuery = (value: unknown) =>
    value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value
  return z.pipe(z.transform(fromQuery), z.boolean(key('validation.invalid'))) as unknown as z.ZodMiniType<
    boolean,
    boolean
  >
}

/** A positive integer id (at most DB_INT_MAX). */
/*#__NO_SIDE_EFFECTS__*/
export function id() {
  return int('validation.idInvalid').check(z.gt(0, key('validation.idInvalid')))
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
