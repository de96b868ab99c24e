import type { KyInstance } from 'ky'
import {
  DUPLICATE_SUBMIT_WINDOW_MS,
  HTTP_TIMEOUT_MS,
  LANG_HEADER,
  TOKEN_HEADER,
} from '../contract/constants.js'
import {
  type AnyEndpoint,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  type EndpointRoute,
  isLazyEndpoint,
  type LazyEndpoint,
  lazyEndpoint,
} from '../contract/define-endpoint.js'
import { LANG_QUERY_PARAM } from '../contract/guest-language.js'
import type { uploadImage } from '../contract/upload.js'
import { uploadImageRoute } from '../contract/upload-route.js'
import { createDuplicateSubmitGuard } from './duplicate-guard.js'
import {
  ApiNetworkError,
  ApiTimeoutError,
  type ApiUnauthorizedError,
  ApiValidationError,
  DuplicateSubmitError,
} from './errors.js'

export interface ApiClientOptions {
  /** Backend host, e.g. 'https://shop.example' or 'http://127.0.0.1:3000/backend'. */
  baseUrl: string
  /** Read on every call, so the app can log in and out without a new client. */
  getToken?: () => string | null | undefined
  /** Read on every call (the Lang setting, shop-spec §3). */
  getLang?: () => string | null | undefined
  /** shop-spec §4/§8: called on HTTP 401 when a token was present (logged in): clear the session, go to /login. */
  onUnauthorized?: (error: ApiUnauthorizedError) => void
  /** Called with every rejection (e.g. to show a failure toast); the promise still rejects. */
  onError?: (error: unknown, endpoint: EndpointRoute) => void
  /** shop-spec §9: 10000 ms. */
  timeoutMs?: number
  /** shop-spec §9: 1000 ms. */
  duplicateWindowMs?: number
  /** Clock for the duplicate-submit window (tests pass a fake one). */
  now?: () => number
  fetch?: typeof globalThis.fetch
  /** Check every response `data` against its schema (the guards). Default true. */
  validateResponses?: boolean
  /** Loads ky (default: `import('ky')`, with the first call); tests pass one that fails. */
  loadHttpLibrary?: () => Promise<typeof import('ky')>
  /**
   * A guest's public GET calls carry `getLang()` as the `lang` query parameter (guest-language.ts),
   * so the catalogue answers in the shopper's language before login. Default false.
   */
  langQueryForGuests?: boolean
}

export interface CallOptions {
  /** shop-spec §7: send without the token (and Lang) headers. */
  skipToken?: boolean
  /** shop-spec §5: let an identical POST/PUT through within the window. */
  skipDuplicateCheck?: boolean
  signal?: AbortSignal
  /** A call the app makes on its own (search suggestions): its failure is not reported to onError. */
  quiet?: boolean
}

/** The input may be omitted when the endpoint accepts an empty query/body (all fields optional). */
export type CallArgs<E extends Endpoint> =
  undefined extends EndpointRequest<E>
    ? [input?: EndpointRequest<E>, options?: CallOptions]
    : Partial<EndpointRequest<E>> extends EndpointRequest<E>
      ? [input?: EndpointRequest<E>, options?: CallOptions]
      : [input: EndpointRequest<E>, options?: CallOptions]

export interface ApiClient {
  /**
   * Validates the input, sends it, unwraps the envelope and guards `data`. A lazy endpoint
   * (`lazyEndpoint`) is loaded first, with the HTTP library.
   */
  call<E extends Endpoint>(endpoint: E | LazyEndpoint<E>, ...args: CallArgs<E>): Promise<EndpointResponse<E>>
  /**
   * Loads the HTTP library and the call pipeline ahead of the first call (they load with that call
   * otherwise). Never rejects: a failed load is retried, and reported, by the first call.
   */
  warm(): Promise<void>
  /** Multipart image upload (the upload endpoint); returns the stored image's URL. */
  upload(file: Blob, options?: CallOptions): Promise<EndpointResponse<typeof uploadImage>>
}

/**
 * The upload endpoint, lazy: its definition (image type and size rules) loads with the first
 * upload. An app bundles this module into its first chunk, and only its upload screens need those
 * rules.
 */
const lazyUploadImage = /*#__PURE__*/ lazyEndpoint(uploadImageRoute, () =>
  import('../contract/upload.js').then((module) => module.uploadImage),
)

/**
 * ky loads with the first request, not with the app: a server-rendered first view already has its
 * data, and ky was ~8 KB gzipped of the shop's first script, which a phone downloads before the
 * page is interactive (issue #26). An app may call `warm()` ahead of its first call.
 */
const loadKy = () => import('ky')

/** The validation and the response guard, with zod: loaded beside ky (call-pipeline.ts). */
const loadPipeline = () => import('./call-pipeline.js')

interface LoadedHttp {
  ky: typeof import('ky')
  http: KyInstance
  pipeline: typeof import('./call-pipeline.js')
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
  const guard = createDuplicateSubmitGuard({
    windowMs: options.duplicateWindowMs ?? DUPLICATE_SUBMIT_WINDOW_MS,
    now: options.now ?? Date.now,
  })
  /**
   * ky, the instance made from it and the call pipeline, loaded once; a failed load (the network
   * dropped) is tried again by the next call.
   */
  let loaded: Promise<LoadedHttp> | null = null
  function loadHttp(): Promise<LoadedHttp> {
    loaded ??= Promise.all([(options.loadHttpLibrary ?? loadKy)(), loadPipeline()]).then(
      ([ky, pipeline]) => ({
        ky,
        pipeline,
        http: ky.default.create({
          ...(options.baseUrl ? { prefix: options.baseUrl } : {}),
          timeout: timeoutMs,
          // Retrying could submit twice; the app decides what to repeat.
          retry: 0,
          // Statuses are mapped to the spec's catalogue by readResponse.
          throwHttpErrors: false,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      }),
      (error: unknown) => {
        loaded = null
        throw error
      },
    )
    return loaded
  }
  async function httpClient(path: string): Promise<LoadedHttp> {
    try {
      return await loadHttp()
    } catch (error) {
      // The request never left: to the shopper it is the same as a dropped connection (shop-spec §8).
      throw new ApiNetworkError(path, error)
    }
  }

  /** A lazy endpoint's definition; failing to load it is a dropped connection too. */
  async function resolveEndpoint(endpoint: AnyEndpoint): Promise<Endpoint> {
    if (!isLazyEndpoint(endpoint)) return endpoint
    try {
      return await endpoint.load()
    } catch (error) {
      throw new ApiNetworkError(endpoint.path, error)
    }
  }

  function headersFor(callOptions: CallOptions): Record<string, string> {
    // shop-spec §7: token and Lang headers only when a token exists and the call does not opt out.
    const token = callOptions.skipToken ? undefined : options.getToken?.()
    if (!token) return {}
    const lang = options.getLang?.()
    return lang ? { [TOKEN_HEADER]: token, [LANG_HEADER]: lang } : { [TOKEN_HEADER]: token }
  }

  function notifyUnauthorized(error: ApiUnauthorizedError): void {
    if (!options.getToken?.()) return
    options.onUnauthorized?.(error)
  }

  /** The guest's language as a query parameter ('' when not sent: see langQueryForGuests). */
  function guestLangQuery(endpoint: Endpoint, headers: Record<string, string>): string {
    if (!options.langQueryForGuests || endpoint.auth || headers[LANG_HEADER]) return ''
    const lang = options.getLang?.()
    return lang ? `${LANG_QUERY_PARAM}=${encodeURIComponent(lang)}` : ''
  }

  async function send(
    endpoint: Endpoint,
    payload: unknown,
    callOptions: CallOptions,
    { http, ky, pipeline: { encodeQuery } }: LoadedHttp,
  ): Promise<Response> {
    const headers = headersFor(callOptions)
    const signal = callOptions.signal ? { signal: callOptions.signal } : {}
    try {
      if (endpoint.encoding === 'query') {
        const query = [
          encodeQuery(payload as Record<string, unknown> | undefined),
          guestLangQuery(endpoint, headers),
        ]
          .filter(Boolean)
          .join('&')
        return await http(query ? `${endpoint.path}?${query}` : endpoint.path, {
          method: endpoint.method,
          headers,
          ...signal,
        })
      }
      if (endpoint.encoding === 'multipart') {
        return await http(endpoint.path, {
          method: endpoint.method,
          headers,
          body: toFormData(payload),
          ...signal,
        })
      }
      return await http(endpoint.path, { method: endpoint.method, headers, json: payload ?? {}, ...signal })
    } catch (error) {
      // shop-spec §8: 'Network Error' and timeouts get their catalogue messages; others pass through.
      if (ky.isTimeoutError(error)) throw new ApiTimeoutError(endpoint.path, timeoutMs, error)
      if (ky.isNetworkError(error) || error instanceof TypeError)
        throw new ApiNetworkError(endpoint.path, error)
      throw error
    }
  }

  async function call(target: AnyEndpoint, input: unknown, callOptions: CallOptions = {}) {
    // ky, the pipeline and a lazy endpoint's definition load side by side, not one after the other.
    const [loadedHttp, endpoint] = await Promise.all([httpClient(target.path), resolveEndpoint(target)])
    const { validateRequest, readResponse } = loadedHttp.pipeline
    const parsed = validateRequest(endpoint, input)
    if (!parsed.ok) throw new ApiValidationError(endpoint.path, parsed.issues)
    if (!callOptions.skipDuplicateCheck && !guard.admit(endpoint.method, endpoint.path, parsed.data)) {
      throw new DuplicateSubmitError(endpoint.path)
    }
    const response = await send(endpoint, parsed.data, callOptions, loadedHttp)
    return readResponse(endpoint, response, {
      validate: options.validateResponses ?? true,
      onUnauthorized: notifyUnauthorized,
    })
  }

  async function guarded(endpoint: AnyEndpoint, input: unknown, callOptions?: CallOptions) {
    try {
      return await call(endpoint, input, callOptions)
    } catch (error) {
      if (!callOptions?.quiet) options.onError?.(error, endpoint)
      throw error
    }
  }

  return {
    // The endpoint's schema types the answer; readResponse returns what that schema parsed.
    call: ((endpoint: AnyEndpoint, input?: unknown, callOptions?: CallOptions) =>
      guarded(endpoint, input, callOptions)) as ApiClient['call'],
    warm: () =>
      loadHttp().then(
        () => undefined,
        // Not loaded now: the first call tries again and reports it.
        () => undefined,
      ),
    upload: (file, callOptions) =>
      guarded(lazyUploadImage, { file }, callOptions) as Promise<EndpointResponse<typeof uploadImage>>,
  }
}

/** Multipart body: files as parts, scalars as text; nested values are not part of any upload contract. */
function toFormData(payload: unknown): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : `${key}.bin`)
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return form
}
