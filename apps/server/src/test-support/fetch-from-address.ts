import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

/** Statuses whose Response must have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

/**
 * A `fetch` whose TCP connections leave from `localAddress` (e.g. '127.0.0.7': Linux routes the
 * whole 127.0.0.0/8 to loopback). The server then sees that address as the socket's remote address,
 * so tests can act as several clients without X-Forwarded-For. Plain http only (test servers).
 */
export function fetchFromAddress(localAddress: string): typeof globalThis.fetch {
  return async (input, init) => {
    const req = new Request(input, init)
    const url = new URL(req.url)
    if (url.protocol !== 'http:')
      throw new TypeError(`fetchFromAddress speaks http only, got ${url.protocol}`)
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: req.method,
          headers: Object.fromEntries(req.headers),
          localAddress,
          signal: req.signal,
        },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('error', reject)
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0
            resolve(
              new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage ?? '',
                headers: toHeaders(incoming.headers),
              }),
            )
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}
