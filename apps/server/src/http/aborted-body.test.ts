import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePrometheusText } from '../test-support/prometheus-text'
import { startTestServer, type TestServer } from '../test-support/test-server'
import type { Logger } from './logger'

const TOKEN = 'metrics-token-for-the-aborted-body-test-0123'

interface LogLine {
  level: 'info' | 'warn' | 'error'
  message: string
  fields: Record<string, unknown> | undefined
}

/** Every line the server writes, kept for the test to read. */
function recordingLogger(lines: LogLine[]): Logger {
  return {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  }
}

/**
 * Sends the head of a request announcing `declared` body bytes, then only `sent` of them, and
 * resets the connection: a client that gave up half-way (a closed tab, a lost network).
 */
async function abortBody(port: number, path: string, headers: Record<string, string>, body: string) {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const head = Object.entries({ host: '127.0.0.1', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.write(`POST ${path} HTTP/1.1\r\n${head}content-length: ${body.length + 10_000}\r\n\r\n${body}`)
  // The server has started reading the body before it goes away.
  await new Promise((resolve) => setTimeout(resolve, 50))
  socket.resetAndDestroy()
}

// Issue #45: an aborted request body was a 500 "unhandled error", counted as ours and listed on the
// status page, so anyone could flush that list and trip 500-rate alerts.
describe('a request whose body the client aborts', () => {
  let t: TestServer
  const lines: LogLine[] = []
  beforeAll(async () => {
    t = await startTestServer('pglite', { config: { metricsToken: TOKEN }, logger: recordingLogger(lines) })
  })
  afterAll(async () => {
    await t?.close()
  })

  const unhandledErrors = async () => {
    const response = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    return parsePrometheusText(await response.text()).value('crossmart_http_unhandled_errors_total')
  }
  /** Waits until the server has answered (or given up on) `count` requests to `path`. */
  const answered = async (path: string, count: number) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (
        lines.filter((line) => line.message === 'request' && line.fields?.['path'] === path).length >= count
      )
        return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no answer logged for ${path}`)
  }

  it.each([
    ['a JSON body', '/api/user/login', { 'content-type': 'application/json' }, '{"account":"demo","pass'],
    [
      'an upload',
      '/api/upload/image',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG',
    ],
  ])('%s: a client error, not counted or listed as ours', async (_case, path, headers, body) => {
    const before = await unhandledErrors()
    const from = lines.length
    const seen = lines.filter((line) => line.message === 'request' && line.fields?.['path'] === path).length
    await abortBody(t.server.port, path, headers, body)
    await answered(path, seen + 1)
    expect(await unhandledErrors()).toBe(before)
    expect(lines.slice(from).filter((line) => line.level === 'error')).toEqual([])
    const answer = lines.filter((line) => line.message === 'request' && line.fields?.['path'] === path).at(-1)
    expect(answer?.fields?.['status']).toBeGreaterThanOrEqual(400)
    expect(answer?.fields?.['status']).toBeLessThan(500)
  })
})
