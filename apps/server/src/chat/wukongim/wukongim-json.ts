/**
 * JSON for WuKongIM's HTTP API without losing 64-bit integers. WuKongIM writes Go int64 / uint64 as
 * bare JSON numbers (message_id, and `version` in nanoseconds, about 1.7e18: WuKongIM
 * internal/api/conversation_model.go), which JSON.parse would round to the nearest double. Integers
 * beyond Number.MAX_SAFE_INTEGER are read as decimal strings instead, and bigint values are written
 * as bare numbers, so every digit goes both ways.
 */

/** Quotes every integer literal outside strings that a double cannot hold exactly. */
function quoteUnsafeIntegers(text: string): string {
  let out = ''
  let from = 0
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // Skip a string literal, escapes included.
      i++
      while (i < text.length && text.charCodeAt(i) !== 0x22) i += text.charCodeAt(i) === 0x5c ? 2 : 1
      i++
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const start = i
      i++
      while (i < text.length && /[0-9.eE+-]/.test(text.charAt(i))) i++
      const literal = text.slice(start, i)
      if (/^-?\d+$/.test(literal) && !Number.isSafeInteger(Number(literal))) {
        out += `${text.slice(from, start)}"${literal}"`
        from = i
      }
    } else {
      i++
    }
  }
  return out + text.slice(from)
}

/** JSON.parse, with integers beyond 2^53 as their exact decimal strings. */
export function parseLosslessJson(text: string): unknown {
  return JSON.parse(quoteUnsafeIntegers(text))
}

/** JSON.stringify for plain data, with bigint written as a bare integer (Go's int64 / uint64). */
export function stringifyLosslessJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return `[${value.map((v) => stringifyLosslessJson(v ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${stringifyLosslessJson(v)}`)
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A decimal 64-bit integer (as the contract carries it) as a bigint; 0n for anything else. */
export function decimalToBigInt(text: string | number): bigint {
  const s = String(text)
  return /^-?\d{1,20}$/.test(s) ? BigInt(s) : 0n
}
