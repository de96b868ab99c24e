import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A real HTTP server on 127.0.0.1 standing in for the backend in screen tests (no mocked fetch). */
export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: unknown
}

export type FakeReply =
  | { data: unknown; code?: number; msg?: string; status?: number }
  | { status: number; raw: unknown }

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>

export interface FakeApi {
  baseUrl: string
  requests: FakeRequest[]
  /** Sets (or replaces) the answer for one path. */
  on(path: string, handler: FakeHandler): void
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, token, lang',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS })
  response.end(JSON.stringify(body))
}

export async function startFakeApi(handlers: Record<string, FakeHandler> = {}): Promise<FakeApi> {
  const routes = new Map(Object.entries(handlers))
  const requests: FakeRequest[] = []
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      if (incoming.method === 'OPTIONS') {
        response.writeHead(204, CORS)
        response.end()
        return
      }
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      const text = Buffer.concat(chunks).toString('utf8')
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        // JSON bodies parsed; others (a multipart upload) kept as text for the test to inspect.
        body: text
          ? incoming.headers['content-type']?.includes('json')
            ? JSON.parse(text)
            : text
          : undefined,
      }
      requests.push(request)
      const handler = routes.get(url.pathname)
      if (!handler) {
        send(response, 404, { code: 1002, msg: `no fake for ${url.pathname}`, data: null })
        return
      }
      Promise.resolve(handler(request)).then(
        (reply) => {
          if ('raw' in reply) send(response, reply.status, reply.raw)
          else
            send(response, reply.status ?? 200, {
              code: reply.code ?? 1,
              msg: reply.msg ?? 'success',
              data: reply.data,
            })
        },
        (error: unknown) => send(response, 500, { code: 0, msg: String(error), data: null }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
