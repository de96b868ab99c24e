import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A real HTTP server on 127.0.0.1 for the client's integration tests (no mocked fetch). */
export interface RecordedRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>

export interface TestServer {
  baseUrl: string
  requests: RecordedRequest[]
  /** Replace the handler for the next requests. */
  handle(handler: Handler): void
  close(): Promise<void>
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(text)
}

export function envelope(response: ServerResponse, data: unknown, code = 1, msg = 'ok'): void {
  sendJson(response, 200, { code, msg, data })
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  let handler: Handler = (_request, response) => envelope(response, null)
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      }
      requests.push(recorded)
      Promise.resolve(handler(recorded, response)).catch((error: unknown) => {
        response.writeHead(500)
        response.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A base URL whose port had a server a moment ago and now refuses connections. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer()
  await server.close()
  return server.baseUrl
}
