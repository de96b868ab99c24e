import type * as z from 'zod/mini'

/** HTTP methods the shop API uses (shop-spec §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * How the request travels: `query` (GET: bracketed query string), `json` (POST/PUT body),
 * `multipart` (file upload: form-data).
 */
export type RequestEncoding = 'query' | 'json' | 'multipart'

/**
 * Who may call a console endpoint, declared beside `auth` and enforced once where the server mounts
 * console endpoints (features/console/console-mount.ts), not by each handler: `console` any console
 * user (a shop's staff, the platform's service, an operator), `operator` the platform's operators,
 * `shopOwner` a shop's owner, `shopManager` its owner or managers. Every `/api/console/` endpoint
 * declares one and no other endpoint does (contract/coverage.test.ts).
 */
export const CONSOLE_AUDIENCES = ['console', 'operator', 'shopOwner', 'shopManager'] as const
export type ConsoleAudience = (typeof CONSOLE_AUDIENCES)[number]

/** Any zod (classic or mini) schema: both share the `$ZodType` core. */
export type Schema = z.core.$ZodType

/**
 * Where a call goes and how, without its schemas. It holds no zod value, so a module that names
 * only routes stays out of zod's way (see `lazyEndpoint`).
 */
export interface EndpointRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M
  readonly path: P
  /** Whether the call needs the `token` header (a missing/invalid token yields HTTP 401). */
  readonly auth: boolean
  /** Console endpoints: who may call it (see ConsoleAudience). */
  readonly audience?: ConsoleAudience
  readonly encoding: RequestEncoding
  /** One line for docs and the server's route table. */
  readonly summary: string
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends Schema = Schema,
  Res extends Schema = Schema,
> extends EndpointRoute<M, P> {
  /** Schema of the query (GET) or body (POST/PUT); the server validates the same one. */
  readonly request: Req
  /** Schema of the envelope's `data` on success. */
  readonly response: Res
}

export interface EndpointInit<
  M extends HttpMethod,
  P extends string,
  Req extends Schema,
  Res extends Schema,
> {
  method: M
  path: P
  request: Req
  response: Res
  auth: boolean
  audience?: ConsoleAudience
  summary: string
  encoding?: RequestEncoding
}

/**
 * One definition per endpoint. A plain object: no classes, so it is cheap, serialisable apart
 * from its schemas, and the server can iterate a map of them to register routes.
 *
 * Pure, and marked so: bundlers drop the definitions a page does not import. Every call site is
 * also annotated `#__PURE__`, because Rolldown (Vite 8) keeps an unused call when the calling
 * module lands in another chunk than this one (a lazy route), whatever this annotation says.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  M extends HttpMethod,
  P extends string,
  Req extends Schema,
  Res extends Schema,
>(init: EndpointInit<M, P, Req, Res>): Endpoint<M, P, Req, Res> {
  return {
    method: init.method,
    path: init.path,
    request: init.request,
    response: init.response,
    auth: init.auth,
    ...(init.audience !== undefined && { audience: init.audience }),
    summary: init.summary,
    encoding: encodingOf(init),
  }
}

/** A GET sends a query, anything else a JSON body, unless the definition says otherwise. */
function encodingOf(route: { method: HttpMethod; encoding?: RequestEncoding }): RequestEncoding {
  return route.encoding ?? (route.method === 'GET' ? 'query' : 'json')
}

/** An endpoint's route facts as its definition writes them (`encoding` left to the method). */
export type EndpointRouteInit = Omit<EndpointInit<HttpMethod, string, Schema, Schema>, 'request' | 'response'>

/**
 * An endpoint whose schemas load with its first call: its route now, the endpoint itself (the
 * module that builds its zod schemas) from `load`. The api client's `call` takes either kind.
 *
 * Why: a server-rendered first view makes no call, but every endpoint its modules name used to be
 * built at start, with zod, in the app's first script (issue #26: ~10 KB of brotli and about a
 * quarter of that script's evaluation on /home). `first-view-endpoints.ts` holds the ones a first
 * view names.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> extends EndpointRoute<E['method'], E['path']> {
  /** The endpoint with its schemas; a dynamic import, so an app's build puts it in a lazy chunk. */
  readonly load: () => Promise<E>
}

/*#__NO_SIDE_EFFECTS__*/
export function lazyEndpoint<E extends Endpoint>(
  // The route must name the method and path of the endpoint `load` gives (the types check it).
  route: EndpointRouteInit & { method: E['method']; path: E['path'] },
  load: () => Promise<E>,
): LazyEndpoint<E> {
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    summary: route.summary,
    encoding: encodingOf(route),
    load,
  }
}

/** Either kind of endpoint, as the api client's `call` takes it. */
export type AnyEndpoint<E extends Endpoint = Endpoint> = E | LazyEndpoint<E>

/*#__NO_SIDE_EFFECTS__*/
export function isLazyEndpoint(endpoint: AnyEndpoint): endpoint is LazyEndpoint {
  return 'load' in endpoint
}

/** What the caller passes (schema input: before defaults and coercion). */
export type EndpointRequest<E extends Endpoint> = z.input<E['request']>
/** What the server receives after `parseRequest` (schema output). */
export type EndpointParsedRequest<E extends Endpoint> = z.output<E['request']>
/** The `data` of a successful response, as the client returns it. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>
/** The `data` the server must produce (schema input). */
export type EndpointResponseInput<E extends Endpoint> = z.input<E['response']>
