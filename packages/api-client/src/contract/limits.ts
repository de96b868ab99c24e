import type { ValidationMessageKey } from './message-keys.js'

/**
 * Bounds every request must respect, whatever the endpoint (server README "Security"). They live in
 * the shared contract so the server refuses, and the app never sends, input that would stall the
 * event loop or reach the database as an out-of-range value. Pure: no I/O, no clock.
 */

/** The database's `integer` columns (ids, quantities, cents) are signed 32-bit. */
export const DB_INT_MAX = 2_147_483_647

/**
 * A bracket index in a query key (`items[7]`) above this is not an index: the key is kept literally
 * (and so ignored by the endpoint's schema). Without it `page[4294967294]=1` built a sparse array of
 * four billion slots whose conversion froze the server for minutes.
 */
export const QUERY_MAX_INDEX = 99
/** An array built from a query string never grows past this many items; later ones are dropped. */
export const QUERY_MAX_ARRAY_LENGTH = QUERY_MAX_INDEX + 1

/** Any array in a request body (ids, pictures, items). Bigger is a validation error, not a query. */
export const REQUEST_MAX_ARRAY_LENGTH = 200
/** Nesting of a request body beyond which it is refused (the forms are at most three levels deep). */
export const REQUEST_MAX_DEPTH = 8

/** Ids in one request (cart delete/select): a page of a cart, never tens of thousands. */
export const ID_LIST_MAX = 100

/**
 * Business maximum of one money amount in a request (recharge, withdrawal, refund): $1,000,000.
 * A $90 trillion recharge was accepted for audit before (server README "Security").
 */
export const AMOUNT_MAX_CENTS = 100_000_000

/** Integers travel as JSON numbers; a query carries them as plain decimal text (no `0x`, `1e2`, `+`). */
const DECIMAL_INTEGER = /^-?(0|[1-9]\d{0,15})$/

/**
 * The one coercion a request integer gets: a canonical decimal string (from a query string or a
 * form) becomes its number; anything else (booleans, arrays, hex, exponent, blanks) is passed on
 * unchanged, so the number schema after it refuses it. Never calls `Number()` on an array, which is
 * what made a sparse query array so expensive.
 */
export function integerInput(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value
}

export interface InputProblem {
  path: string
  messageKey: ValidationMessageKey
  code: string
}

/**
 * Walks a decoded request (plain objects, arrays, strings) and reports what no endpoint accepts:
 * NUL characters in text or keys (PostgreSQL refuses them in `text`: a 500 before), arrays longer
 * than REQUEST_MAX_ARRAY_LENGTH, nesting deeper than REQUEST_MAX_DEPTH. Files and other class
 * instances (multipart) are left to the schema. Stops at the first problem of each kind's path, so
 * the walk is bounded by the body size limit.
 */
export function findInputProblems(value: unknown): InputProblem[] {
  const problems: InputProblem[] = []
  const walk = (node: unknown, path: string, depth: number): void => {
    if (problems.length >= 10) return
    if (typeof node === 'string') {
      if (node.includes('\u0000'))
        problems.push({ path, messageKey: 'validation.invalid', code: 'nul_character' })
      return
    }
    if (node === null || typeof node !== 'object') return
    if (depth >= REQUEST_MAX_DEPTH) {
      problems.push({ path, messageKey: 'validation.invalid', code: 'too_deep' })
      return
    }
    if (Array.isArray(node)) {
      if (node.length > REQUEST_MAX_ARRAY_LENGTH) {
        problems.push({ path, messageKey: 'validation.invalid', code: 'too_big' })
        return
      }
      for (const [index, item] of node.entries()) {
        walk(item, path === '' ? String(index) : `${path}.${index}`, depth + 1)
      }
      return
    }
    const prototype = Object.getPrototypeOf(node) as unknown
    if (prototype !== Object.prototype && prototype !== null) return
    for (const [key, item] of Object.entries(node)) {
      const itemPath = path === '' ? key : `${path}.${key}`
      if (key.includes('\u0000')) {
        problems.push({ path: '', messageKey: 'validation.invalid', code: 'nul_character' })
        return
      }
      walk(item, itemPath, depth + 1)
    }
  }
  walk(value, '', 0)
  return problems
}
