import * as z from 'zod'
import { RefusalError } from '../../http/refusal-error'
import { parseLosslessJson, stringifyLosslessJson } from './wukongim-json'

/** WuKongIM's ResponseOK status (pkg/wkhttp/http.go); any other status in a 200 body is a refusal. */
const WK_OK = 200
/** Requests to WuKongIM give up after this long (shop-spec §9 HTTP timeout). */
const WUKONGIM_TIMEOUT_MS = 10_000

export type WukongImErrorCode =
  | 'WUKONGIM_UNREACHABLE'
  | 'WUKONGIM_HTTP_STATUS'
  | 'WUKONGIM_BAD_RESPONSE'
  | 'WUKONGIM_REFUSED'

/** A WuKongIM call failed; surfaced to the app as a localized server error. */
export class WukongImError extends Error {
  override readonly name = 'WukongImError'
  constructor(
    readonly code: WukongImErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
  }
}

/** pkg/wkhttp/http.go envelopes: `{"status": 200}` or `{"status": <reason>, "msg"?}`. */
const wkStatus = z.object({ status: z.number().int(), msg: z.string().optional() }).partial()
/** A body that is nothing but a status envelope (ResponseStatus / ResponseOK). */
const statusOnly = z.strictObject({ status: z.number().int(), msg: z.string().optional() })
const isStatusOnly = (value: unknown): value is z.infer<typeof statusOnly> =>
  statusOnly.safeParse(value).success
/** http.StatusNotFound inside a 200 body: WuKongIM's "no such message". */
const WK_NOT_FOUND = 404
/** internal/api/server_http.go GET /health: `{"status":"ok"}` while the cluster is sound. */
const wkHealth = z.object({ status: z.literal('ok') })

export interface WukongImApiOptions {
  apiUrl: string
  apiToken: string | undefined
  /** Injected (CONVENTIONS.md 5); global fetch by default. */
  fetch?: typeof fetch
}

const NOT_FOUND = Symbol('not found')

/** WuKongIM's HTTP API (CHAT_MODE=wukongim): JSON in and out, 64-bit integers kept exact. */
export function createWukongImApi(options: WukongImApiOptions) {
  const doFetch = options.fetch ?? fetch
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const found = await lookUp(method, path, body, schema)
    if (found === NOT_FOUND)
      throw fail(new WukongImError('WUKONGIM_HTTP_STATUS', `WuKongIM ${path} answered 404`))
    return found
  }

  /**
   * Like `call`, but "no such message" is null. WuKongIM v2 answers it HTTP 200 `{"status":404}`
   * (internal/api/message.go searchMessage: c.ResponseStatus(http.StatusNotFound), which
   * pkg/wkhttp/http.go writes with HTTP 200); a bare HTTP 404 is read the same way.
   */
  async function find<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T | null> {
    const found = await lookUp('POST', path, body, z.union([statusOnly, schema]))
    if (found === NOT_FOUND) return null
    if (isStatusOnly(found)) {
      if (found.status === WK_NOT_FOUND) return null
      throw fail(
        new WukongImError('WUKONGIM_REFUSED', `WuKongIM ${path} refused with status ${found.status}`),
      )
    }
    return found as T
  }

  async function lookUp<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<T | typeof NOT_FOUND> {
    let response: Response
    try {
      response = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(options.apiToken ? { token: options.apiToken } : {}),
        },
        ...(method === 'POST' ? { body: stringifyLosslessJson(body) } : {}),
        signal: AbortSignal.timeout(WUKONGIM_TIMEOUT_MS),
      })
    } catch (cause) {
      throw fail(new WukongImError('WUKONGIM_UNREACHABLE', `WuKongIM ${path} unreachable`, { cause }))
    }
    const text = await response.text()
    if (response.status === 404) return NOT_FOUND
    if (!response.ok) {
      throw fail(
        new WukongImError(
          'WUKONGIM_HTTP_STATUS',
          `WuKongIM ${path} answered ${response.status}: ${text.slice(0, 200)}`,
        ),
      )
    }
    let json: unknown = null
    try {
      json = text === '' ? null : parseLosslessJson(text)
    } catch (cause) {
      throw fail(new WukongImError('WUKONGIM_BAD_RESPONSE', `WuKongIM ${path} answered non-JSON`, { cause }))
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw fail(new WukongImError('WUKONGIM_BAD_RESPONSE', `WuKongIM ${path}: ${parsed.error.message}`))
    }
    return parsed.data
  }
  // A business failure envelope (HTTP 200, code != 1): the app shows the localized message (shop-spec §8).
  const fail = (cause: WukongImError) => new RefusalError('server.error', { cause })

  /** A call answered with a status envelope: WuKongIM refuses as HTTP 200 `{"status": <reason>}`. */
  async function command(path: string, body: unknown): Promise<void> {
    const answer = await call('POST', path, body, wkStatus.nullable())
    const status = answer?.status ?? WK_OK
    if (status !== WK_OK) {
      throw fail(new WukongImError('WUKONGIM_REFUSED', `WuKongIM ${path} refused with status ${status}`))
    }
  }

  /**
   * Whether WuKongIM's API answers (readiness): GET /health with the manager token. Never throws.
   */
  async function ping(): Promise<boolean> {
    try {
      await call('GET', '/health', undefined, wkHealth)
      return true
    } catch {
      return false
    }
  }

  return { call, find, command, fail, ping }
}

export type WukongImApi = ReturnType<typeof createWukongImApi>
