/**
 * GET query serialization (shop-spec §7): empty, null and undefined values are skipped; object values
 * expand to bracketed keys (`filter[status]=1`); arrays of scalars use empty brackets
 * (`ids[]=1&ids[]=2`), arrays of objects use indexes (`items[0][id]=1`). Brackets stay literal
 * for readability; every other reserved character is percent-encoded. `decodeQuery`
 * (./query-decode.ts) is the inverse the server uses, so the two sides cannot drift; it lives in a
 * module of its own so the client, which only encodes, does not carry it.
 */

type Scalar = string | number | boolean | bigint | Date

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && !Number.isFinite(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  )
}

function isScalar(value: unknown): value is Scalar {
  const type = typeof value
  return (
    type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint' || value instanceof Date
  )
}

function scalarText(value: Scalar): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')
}

function collect(prefix: string, value: unknown, out: string[]): void {
  if (isEmpty(value)) return
  if (isScalar(value)) {
    out.push(`${encodeKey(prefix)}=${encodeURIComponent(scalarText(value))}`)
    return
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collect(isScalar(item) ? `${prefix}[]` : `${prefix}[${index}]`, item, out)
    })
    return
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      collect(`${prefix}[${key}]`, item, out)
    }
  }
  // functions and symbols are not data: skipped
}

/** `{ page: 1, filter: { status: 1 }, q: '' }` -> `page=1&filter[status]=1` (no leading `?`). */
export function encodeQuery(params: Readonly<Record<string, unknown>> | undefined | null): string {
  if (!params) return ''
  const out: string[] = []
  for (const [key, value] of Object.entries(params)) collect(key, value, out)
  return out.join('&')
}
