/** Small readers and comparers for untrusted vector-file values: they never throw on odd shapes. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export interface Mismatch {
  field: string
  expected: unknown
  actual: unknown
}

/** Raised inside a case when the case itself is malformed; it becomes that case's failure. */
export class MalformedCaseError extends Error {
  override readonly name = 'MalformedCaseError' as const
  readonly code = 'MALFORMED_CASE' as const
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {}
}

export function hexToBytes(hex: unknown, field: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new MalformedCaseError(`${field} is not a hex string`)
  }
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const b of bytes) hex += b.toString(16).padStart(2, '0')
  return hex
}

export function str(obj: JsonObject, key: string, fallback = ''): string {
  const value = obj[key]
  if (value === undefined || value === null) return fallback
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new MalformedCaseError(`${key} must be a string`)
}

export function num(obj: JsonObject, key: string, fallback = 0): number {
  const value = obj[key]
  if (value === undefined || value === null) return fallback
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'string' && /^-?[0-9]+$/.test(value)) return Number(value)
  throw new MalformedCaseError(`${key} must be a number`)
}

export function bool(obj: JsonObject, key: string, fallback = false): boolean {
  const value = obj[key]
  if (value === undefined || value === null) return fallback
  return value === true || value === 1 || value === 'true'
}

function sameScalar(expected: unknown, actual: unknown): boolean {
  if (Object.is(expected, actual)) return true
  if (actual === undefined || actual === null) {
    // A field the version or the flags do not carry reads as its zero value in the reference.
    return expected === '' || expected === 0 || expected === false || expected === null || expected === '0'
  }
  if (typeof expected === 'string' && (typeof actual === 'number' || typeof actual === 'bigint')) {
    return expected === String(actual)
  }
  if (typeof expected === 'number' && typeof actual === 'string') return String(expected) === actual
  if (typeof expected === 'number' && typeof actual === 'boolean') return expected === (actual ? 1 : 0)
  if (typeof expected === 'boolean' && typeof actual === 'number') return (expected ? 1 : 0) === actual
  return false
}

/** Compares recursively; every differing leaf becomes one mismatch named by its path. */
export function compareValue(field: string, expected: unknown, actual: unknown, out: Mismatch[]): void {
  if (isObject(expected)) {
    if (!isObject(actual as Json)) {
      out.push({ field, expected, actual })
      return
    }
    for (const key of Object.keys(expected)) {
      compareValue(`${field}.${key}`, expected[key], (actual as Record<string, unknown>)[key], out)
    }
    return
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push({ field, expected, actual })
      return
    }
    expected.forEach((item, i) => {
      compareValue(`${field}[${i}]`, item, actual[i], out)
    })
    return
  }
  if (!sameScalar(expected, actual)) out.push({ field, expected, actual })
}

/** A hex mismatch names the first differing byte, which is what one needs to find the field. */
export function compareHex(field: string, expected: string, actual: string, out: Mismatch[]): void {
  const e = expected.toLowerCase()
  if (e === actual) return
  let i = 0
  while (i < e.length && e[i] === actual[i]) i++
  out.push({ field: `${field} (first difference at byte ${Math.floor(i / 2)})`, expected: e, actual })
}
