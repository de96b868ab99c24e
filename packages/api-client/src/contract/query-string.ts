/**
 * GET query serialization (shop-spec §7): empty, null and undefined values are skipped; object values
 * expand to bracketed keys (`filter[status]=1`); arrays of scalars use empty brackets
 * (`ids[]=1&ids[]=2`), arrays of objects use indexes (`items[0][id]=1`). Brackets stay literal
 * for readability; every other reserved character is percent-encoded. `decodeQuery` is the
 * inverse the server uses, so the two sides cannot drift.
 */

/** Deeper keys are kept literally instead of nested (a bound against abusive query strings). */
export const QUERY_MAX_DEPTH = 5
/** Parameters beyond this count are ignored. */
export const QUERY_MAX_PARAMS = 1_000
/** Keys that would reach an object's prototype are dropped. */
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype']

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

/** Splits `a[b][]` into `['a', 'b', '']`; keys past QUERY_MAX_DEPTH stay in the last segment. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[')
  if (open <= 0 || !key.endsWith(']')) return [key]
  const segments = [key.slice(0, open)]
  const rest = key.slice(open)
  const pattern = /\[([^[\]]*)\]/g
  let consumed = 0
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    if (match.index !== consumed || segments.length > QUERY_MAX_DEPTH) return [key]
    segments.push(match[1] ?? '')
    consumed = match.index + match[0].length
  }
  return consumed === rest.length ? segments : [key]
}

type Node = Record<string, unknown> | unknown[]

function assign(container: Node, segment: string, value: unknown): void {
  if (Array.isArray(container)) {
    if (segment === '') container.push(value)
    else container[Number(segment)] = value
  } else {
    container[segment] = value
  }
}

function childOf(container: Node, segment: string, nextSegment: string): Node | undefined {
  const existing = Array.isArray(container)
    ? segment === ''
      ? undefined
      : container[Number(segment)]
    : container[segment]
  if (existing !== null && typeof existing === 'object') return existing as Node
  const created: Node = nextSegment === '' || /^\d+$/.test(nextSegment) ? [] : {}
  assign(container, segment, created)
  return created
}

/**
 * The inverse of `encodeQuery`: `page=1&filter[status]=1&ids[]=2` ->
 * `{ page: '1', filter: { status: '1' }, ids: ['2'] }`. Values stay strings; the endpoint's schema
 * coerces them. A plain key repeated becomes an array.
 */
export function decodeQuery(search: string | URLSearchParams): Record<string, unknown> {
  const params =
    typeof search === 'string'
      ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
      : search
  const root: Record<string, unknown> = {}
  let seen = 0
  for (const [key, value] of params) {
    if (++seen > QUERY_MAX_PARAMS) break
    const segments = splitKey(key)
    if (segments.some((segment) => FORBIDDEN_KEYS.includes(segment))) continue
    let container: Node = root
    for (let index = 0; index < segments.length - 1; index++) {
      const next = childOf(container, segments[index] ?? '', segments[index + 1] ?? '')
      if (!next) break
      container = next
    }
    const last = segments[segments.length - 1] ?? ''
    if (segments.length === 1 && !Array.isArray(container) && last in container) {
      const previous = container[last]
      container[last] = Array.isArray(previous) ? [...previous, value] : [previous, value]
    } else {
      assign(container, last, value)
    }
  }
  return root
}
