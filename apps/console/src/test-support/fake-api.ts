import { createApiClient } from '@crossmart/api-client'

/** What a fake endpoint answers: data (code 1), or a refusal `{ refuse: msg, code }`. */
export type FakeAnswer = unknown | { refuse: string; code?: number }
export type FakeHandler = (input: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>

export interface FakeApi {
  api: ReturnType<typeof createApiClient>
  /** Every request, in order: path and its query or JSON body. */
  calls: { path: string; input: Record<string, unknown> }[]
  on(path: string, handler: FakeHandler): void
}

const isRefusal = (value: unknown): value is { refuse: string; code?: number } =>
  typeof value === 'object' && value !== null && 'refuse' in value

/**
 * The real api client over a fake fetch: requests are validated by the contract before they leave
 * and answers are checked against it, as in the browser. Unknown paths answer HTTP 404.
 */
export function createFakeApi(handlers: Record<string, FakeHandler> = {}): FakeApi {
  const routes = new Map(Object.entries(handlers))
  const calls: FakeApi['calls'] = []
  const fetch: typeof globalThis.fetch = async (request, init) => {
    const url = new URL(
      typeof request === 'string' ? request : request instanceof URL ? request.href : request.url,
      'http://console.test',
    )
    const req = request instanceof Request ? request : new Request(url, init)
    const text = req.method === 'GET' ? '' : await req.text()
    // An upload's multipart body is not JSON: its handler answers without reading it.
    const multipart = (req.headers.get('content-type') ?? '').startsWith('multipart/')
    const input: Record<string, unknown> =
      req.method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : text && !multipart
          ? (JSON.parse(text) as Record<string, unknown>)
          : {}
    calls.push({ path: url.pathname, input })
    const handler = routes.get(url.pathname)
    if (!handler) return new Response('not found', { status: 404 })
    const answer = await handler(input)
    const body = isRefusal(answer)
      ? { code: answer.code ?? 0, msg: answer.refuse, data: null }
      : { code: 1, msg: 'success', data: answer ?? null }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return {
    api: createApiClient({
      baseUrl: 'http://console.test',
      getToken: () => 'test-token',
      fetch,
      duplicateWindowMs: 0,
    }),
    calls,
    on: (path, handler) => routes.set(path, handler),
  }
}
