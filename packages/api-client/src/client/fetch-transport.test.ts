import { describe, expect, it } from 'vitest'
import { createFetchTransport, TransportTimeoutError } from './fetch-transport.js'

/** A fetch that records what it was asked and answers 200, or waits for the abort. */
function recordingFetch(hang = false) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init })
    if (!hang) return Promise.resolve(new Response('{}'))
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

describe('fetch transport', () => {
  it('puts the base URL (without its trailing slash) in front and sends JSON with its type', async () => {
    const { calls, fetch } = recordingFetch()
    const send = createFetchTransport({ baseUrl: 'http://host/backend/', timeoutMs: 1000, fetch })
    await send({ method: 'POST', path: '/api/x', headers: { token: 't' }, json: { a: 1 } })
    expect(calls[0]?.url).toBe('http://host/backend/api/x')
    const headers = calls[0]?.init.headers as Headers
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('token')).toBe('t')
    expect(calls[0]?.init.body).toBe('{"a":1}')
  })

  it('a same-origin client asks the path itself, with no body for a GET', async () => {
    const { calls, fetch } = recordingFetch()
    await createFetchTransport({ baseUrl: '', timeoutMs: 1000, fetch })({
      method: 'GET',
      path: '/api/y?page=2',
      headers: {},
    })
    expect(calls[0]?.url).toBe('/api/y?page=2')
    expect(calls[0]?.init.body).toBeUndefined()
  })

  it('gives up after the timeout with a timeout error', async () => {
    const { fetch } = recordingFetch(true)
    const send = createFetchTransport({ baseUrl: '', timeoutMs: 20, fetch })
    await expect(send({ method: 'GET', path: '/slow', headers: {} })).rejects.toBeInstanceOf(
      TransportTimeoutError,
    )
  })

  it("ends with the caller's abort, which is not a timeout", async () => {
    const { fetch } = recordingFetch(true)
    const controller = new AbortController()
    const pending = createFetchTransport({ baseUrl: '', timeoutMs: 5000, fetch })({
      method: 'GET',
      path: '/slow',
      headers: {},
      signal: controller.signal,
    })
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(TransportTimeoutError)
    expect((error as Error).name).toBe('AbortError')
  })
})
