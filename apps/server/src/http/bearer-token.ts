import { timingSafeEqual } from 'node:crypto'

/** Whether `Authorization: Bearer <token>` names `token`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(token)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
