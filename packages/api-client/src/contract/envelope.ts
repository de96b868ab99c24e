import * as z from 'zod/mini'
import { SUCCESS_CODE } from './constants.js'

/** shop-spec §7: every response is `{ code, msg, data }`; code 1 = success. */
export const envelopeSchema = z.object({ code: z.int(), msg: z.string(), data: z.optional(z.unknown()) })

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** Helpers for the server, so every handler answers the same shape. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data }
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null }
}
