/**
 * The HTTP transport of the client: `fetch` with the base URL in front, a timeout and a caller's
 * abort signal, and nothing else (no retries: a retried POST could pay twice; statuses are mapped
 * to the error catalogue by read-response.ts). It replaced ky, which cost 8.7 KB gzipped on the
 * app's first page for the three options the client used (README "Size").
 */

export interface TransportRequest {
  method: string
  /** The endpoint path with its query, e.g. '/api/index/hot_product?page=2'. */
  path: string
  headers: Record<string, string>
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown
  /** Sent as is (multipart uploads). */
  body?: BodyInit
  signal?: AbortSignal | undefined
}

export interface TransportOptions {
  /** Host and prefix, e.g. 'https://shop.example/backend'; '' for the same origin. */
  baseUrl: string
  timeoutMs: number
  fetch?: typeof globalThis.fetch | undefined
}

/** The server did not answer within the timeout (the request was aborted). */
export class TransportTimeoutError extends Error {
  override readonly name = 'TimeoutError'
}

export type Transport = (request: TransportRequest) => Promise<Response>

export function createFetchTransport(options: TransportOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, '')
  return async (request) => {
    const fetchImpl = options.fetch ?? globalThis.fetch
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, options.timeoutMs)
    // The caller's abort ends the request with the caller's reason (an AbortError by default).
    const forwardAbort = () => controller.abort(request.signal?.reason)
    if (request.signal?.aborted) forwardAbort()
    else request.signal?.addEventListener('abort', forwardAbort, { once: true })
    const headers = new Headers(request.headers)
    let body = request.body
    if (request.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(request.json)
    }
    try {
      return await fetchImpl(base + request.path, {
        method: request.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: controller.signal,
      })
    } catch (error) {
      if (timedOut)
        throw new TransportTimeoutError(`timed out after ${options.timeoutMs} ms`, { cause: error })
      throw error
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', forwardAbort)
    }
  }
}
