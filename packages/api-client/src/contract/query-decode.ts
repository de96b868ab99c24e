/**
 * The server's side of the GET query serialization of ./query-string.ts: `decodeQuery` turns a
 * query string back into the object `encodeQuery` wrote, within the bounds of server README
 * "Security" (depth, parameter count, array indexes, no prototype keys).
 */

import { QUERY_MAX_ARRAY_LENGTH, QUERY_MAX_INDEX } from './limits.js'

/** Deeper keys are kept literally instead of nested (a bound against abusive query strings). */
export const QUERY_MAX_DEPTH = 5
/** Parameters beyond this count are ignored. */
export const QUERY_MAX_PARAMS = 1_000
/** Keys that would reach an object's prototype are dropped. */
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype']

/** An index segment the decoder may turn into an array slot: `0`..QUERY_MAX_INDEX, no leading zeros. */
function isSmallIndex(segment: string): boolean {
  return /^(0|[1-9]\d{0,2})$/.test(segment) && Number(segment) <= QUERY_MAX_INDEX
}

/**
 * Splits `a[b][]` into `['a', 'b', '']`; a key deeper than QUERY_MAX_DEPTH, or with an index above
 * QUERY_MAX_INDEX (server README "Security": `page[4294967294]` must not allocate), stays one literal key.
 */
function splitKey(key: string): string[] {
  const open = key.indexOf('[')
  if (open <= 0 || !key.endsWith(']')) return [key]
  const segments = [key.slice(0, open)]
  const rest = key.slice(open)
  const pattern = /\[([^[\]]*)\]/g
  let consumed = 0
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    if (match.index !== consumed || segments.length > QUERY_MAX_DEPTH) return [key]
    const segment = match[1] ?? ''
    if (/^\d+$/.test(segment) && !isSmallIndex(segment)) return [key]
    segments.push(segment)
    consumed = match.index + match[0].length
  }
  return consumed === rest.length ? segments : [key]
}

type Node = Record<string, unknown> | unknown[]

function assign(container: Node, segment: string, value: unknown): void {
  if (Array.isArray(container)) {
    // Arrays stay dense and small: a non-index segment or a slot past the cap is dropped.
    if (segment === '') {
      if (container.length < QUERY_MAX_ARRAY_LENGTH) container.push(value)
    } else if (isSmallIndex(segment)) {
      container[Number(segment)] = value
    }
  } else {
    container[segment] = value
  }
}

function childOf(container: Node, segment: string, nextSegment: string): Node | undefined {
  const existing = Array.isArray(container)
    ? segment === '' || !isSmallIndex(segment)
      ? undefined
      : container[Number(segment)]
    : container[segment]
  if (existing !== null && typeof existing === 'object') return existing as Node
  const created: Node = nextSegment === '' || isSmallIndex(nextSegment) ? [] : {}
  assign(container, segment, created)
  // Dropped by the array caps above: the rest of this key goes nowhere.
  if (Array.isArray(container) && !container.includes(created)) return undefined
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
    let container: Node | undefined = root
    for (let index = 0; index < segments.length - 1 && container; index++) {
      container = childOf(container, segments[index] ?? '', segments[index + 1] ?? '')
    }
    if (!container) continue
    const last = segments[segments.length - 1] ?? ''
    if (segments.length === 1 && !Array.isArray(container) && Object.hasOwn(container, last)) {
      const previous = container[last]
      // A repeated plain key becomes an array, capped like every other query array.
      if (!Array.isArray(previous)) container[last] = [previous, value]
      else if (previous.length < QUERY_MAX_ARRAY_LENGTH) previous.push(value)
    } else {
      assign(container, last, value)
    }
  }
  return root
}
