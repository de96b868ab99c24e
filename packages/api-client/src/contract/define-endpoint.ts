import type * as z from 'zod/mini'

/** HTTP methods the shop API uses (shop-spec §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * How the request travels: `query` (GET: bracketed query string), `json` (POST/PUT body),
 * `multipart` (file upload: form-data).
 */
export type RequestEncoding = 'query' | 'json' | 'multipart'

/** Any zod (classic or mini) schema: both share the `$ZodType` core. */
export type Schema = z.core.$ZodType

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends Schema = Schema,
  Res extends Schema = Schema,
> {
  readonly method: M
  readonly path: P
  /** Schema of the query (GET) or body (POST/PUT); the server validates the same one. */
  readonly request: Req
  /** Schema of the envelope's `data` on success. */
  readonly response: Res
  /** Whether the call needs the `token` header (a missing/invalid token yields HTTP 401). */
  readonly auth: boolean
  readonly encoding: RequestEncoding
  /** One line for docs and the server's route table. */
  readonly summary: string
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
    summary: init.summary,
    encoding: init.encoding ?? (init.method === 'GET' ? 'query' : 'json'),
  }
}

/** What the caller passes (schema input: before defaults and coercion). */
export type EndpointRequest<E extends Endpoint> = z.input<E['request']>
/** What the server receives after `parseRequest` (schema output). */
export type EndpointParsedRequest<E extends Endpoint> = z.output<E['request']>
/** The `data` of a successful response, as the client returns it. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>
/** The `data` the server must produce (schema input). */
export type EndpointResponseInput<E extends Endpoint> = z.input<E['response']>
