import { errorText } from '../observability/error-text'

/**
 * Log lines never carry request parameters in bulk (server README "Security": an array of 70,000 ids wrote
 * a 1.4 MB line through the database error's message). Every field is bounded before it is written.
 */

/** Longest text kept per field; the rest is replaced by a note of how much was cut. */
export const LOG_TEXT_MAX = 1_000
/** Array items kept per field. */
export const LOG_ARRAY_MAX = 20
const LOG_DEPTH_MAX = 4

function bound(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > LOG_TEXT_MAX
      ? `${value.slice(0, LOG_TEXT_MAX)}… (${value.length - LOG_TEXT_MAX} more characters)`
      : value
  }
  if (value === null || typeof value !== 'object') return value
  if (depth >= LOG_DEPTH_MAX) return '[…]'
  if (Array.isArray(value)) {
    const kept = value.slice(0, LOG_ARRAY_MAX).map((item) => bound(item, depth + 1))
    return value.length > LOG_ARRAY_MAX ? [...kept, `… (${value.length - LOG_ARRAY_MAX} more items)`] : kept
  }
  // With its causes: a database error's reason is its cause (observability/error-text.ts).
  if (value instanceof Error) return bound(errorText(value), depth)
  const out: Record<string, unknown> = {}
  let count = 0
  for (const [key, item] of Object.entries(value)) {
    if (++count > LOG_ARRAY_MAX) {
      out['…'] = 'more fields'
      break
    }
    out[key] = bound(item, depth + 1)
  }
  return out
}

/** A copy of `fields` with every string, array and object bounded. */
export function boundLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  return bound(fields, 0) as Record<string, unknown>
}
