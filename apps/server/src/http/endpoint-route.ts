import {
  type Endpoint,
  type EndpointParsedRequest,
  type EndpointResponseInput,
  parseRequest,
  SUCCESS_CODE,
} from '@crossmart/api-client'
import type { Context, Hono } from 'hono'
import type { ServerLanguage } from '../i18n/languages'
import { translate } from '../i18n/translator'
import type { AppEnv } from './app-env'
import type { Authenticator, Session } from './authenticator'
import { CACHED_USER_READS } from './cached-user-reads'
import { BadJsonError, RequestValidationError } from './refusal-error'
import { securedJson } from './security-headers'

export interface HandlerContext<E extends Endpoint> {
  /** The request after the contract's schema (defaults applied, numbers coerced). */
  input: EndpointParsedRequest<E>
  lang: ServerLanguage
  ip: string
  /** The logged-in session; HTTP 401 when there is none. Already resolved for `auth: true` endpoints. */
  session(): Promise<Session>
  /** The session when the caller is logged in, null for guests (public endpoints that personalise). */
  viewer(): Promise<Session | null>
  raw: Context<AppEnv>
}

export type EndpointHandler<E extends Endpoint> = (
  ctx: HandlerContext<E>,
) => Promise<EndpointResponseInput<E>>

async function readInput(endpoint: Endpoint, c: Context<AppEnv>): Promise<unknown> {
  switch (endpoint.encoding) {
    case 'query':
      return new URL(c.req.url).searchParams
    case 'multipart':
      try {
        return await c.req.parseBody()
      } catch {
        // Not a multipart body at all: report it as the missing file the contract asks for.
        return {}
      }
    case 'json': {
      const text = await c.req.text()
      if (text.trim() === '') return {}
      try {
        return JSON.parse(text) as unknown
      } catch (error) {
        throw new BadJsonError('request body is not valid JSON', { cause: error })
      }
    }
  }
}

/**
 * Registers one contract endpoint: authenticates when the contract says so (before validation, so a
 * guest learns it must log in rather than which field is wrong), validates the input with the
 * contract's schema, runs the handler and wraps its data in the `{ code: 1, msg, data }` envelope.
 */
export function mountEndpoint<E extends Endpoint>(
  router: Hono<AppEnv>,
  auth: Authenticator,
  endpoint: E,
  handler: EndpointHandler<E>,
  serialized: WeakMap<object, string> = new WeakMap(),
): void {
  mountAuthorizedEndpoint(router, auth, endpoint, noAuthorization, (ctx) => handler(ctx), serialized)
}

/** Who the caller is beyond their session (e.g. the console's actor), decided before the input is read. */
export type Authorize<A> = (endpoint: Endpoint, session: Session | null) => Promise<A>

const noAuthorization: Authorize<undefined> = async () => undefined

export type AuthorizedHandler<E extends Endpoint, A> = (
  ctx: HandlerContext<E>,
  authorized: A,
) => Promise<EndpointResponseInput<E>>

/**
 * `mountEndpoint` with a check of its own after the session and before the input: a caller who may
 * not call the endpoint is refused before learning which field is wrong, and the handler gets what
 * the check found (the console's actor, console-mount.ts).
 */
export function mountAuthorizedEndpoint<E extends Endpoint, A>(
  router: Hono<AppEnv>,
  auth: Authenticator,
  endpoint: E,
  authorize: Authorize<A>,
  handler: AuthorizedHandler<E, A>,
  serialized: WeakMap<object, string> = new WeakMap(),
): void {
  const cachedRead = CACHED_USER_READS.has(endpoint)
  // Server README "Fast logged-in reads": what a logged-in caller does besides a public GET read may
  // change that caller's data (GET address_del does), so it drops the caller's cached reads.
  const mayWrite = !cachedRead && (endpoint.method !== 'GET' || endpoint.auth)
  router.on(endpoint.method, endpoint.path, async (c) => {
    let session: Session | null | undefined
    if (endpoint.auth) session = await auth.requireSession(c)
    const authorized = await authorize(endpoint, session ?? null)
    const parsed = parseRequest(endpoint, await readInput(endpoint, c))
    if (!parsed.ok) throw new RequestValidationError(parsed.issues)
    const lang = c.get('lang')
    const run = () =>
      handler(
        {
          input: parsed.data,
          lang,
          ip: c.get('ip'),
          raw: c,
          async session() {
            if (session) return session
            session = await auth.requireSession(c)
            return session
          },
          async viewer() {
            if (session === undefined) session = await auth.session(c)
            return session
          },
        },
        authorized,
      )
    const userReads = auth.userReads
    let json: string
    if (cachedRead && userReads && session) {
      const key = `${endpoint.path}\n${lang}\n${JSON.stringify(parsed.data)}`
      json = await userReads.read(session.userId, key, async () => JSON.stringify(await run()))
    } else {
      try {
        json = dataJson(await run(), serialized)
      } finally {
        // After the write (committed or failed), before the answer: the caller's next read is fresh.
        if (mayWrite && userReads && session) userReads.invalidateUser(session.userId)
      }
    }
    return securedJson(c, envelope(json, translate(lang, 'ok')))
  })
}

/**
 * The JSON of a handler's data. Cached catalog results are the same object on every request, so
 * their JSON is produced once and remembered (keyed weakly: it goes when the cache drops the value).
 */
function dataJson(data: unknown, serialized: WeakMap<object, string>): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data)
  const known = serialized.get(data)
  if (known !== undefined) return known
  const json = JSON.stringify(data)
  serialized.set(data, json)
  return json
}

/** The `{ code: 1, msg, data }` body around the data's JSON. */
function envelope(dataJsonText: string, msg: string): string {
  return `{"code":${SUCCESS_CODE},"msg":${JSON.stringify(msg)},"data":${dataJsonText}}`
}

export type Mount = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => void

/** `mountEndpoint` bound to one router, for a feature's routes file. */
export function createMount(router: Hono<AppEnv>, auth: Authenticator): Mount {
  const serialized = new WeakMap<object, string>()
  return (endpoint, handler) => mountEndpoint(router, auth, endpoint, handler, serialized)
}

export type AuthorizedMount<A> = <E extends Endpoint>(endpoint: E, handler: AuthorizedHandler<E, A>) => void

/** `mountAuthorizedEndpoint` bound to one router and one check. */
export function createAuthorizedMount<A>(
  router: Hono<AppEnv>,
  auth: Authenticator,
  authorize: Authorize<A>,
): AuthorizedMount<A> {
  const serialized = new WeakMap<object, string>()
  return (endpoint, handler) =>
    mountAuthorizedEndpoint(router, auth, endpoint, authorize, handler, serialized)
}
