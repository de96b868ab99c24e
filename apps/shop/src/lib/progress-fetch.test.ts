import { describe, expect, it } from 'vitest'
import { createProgressFetch, type XhrLike } from './progress-fetch'

function fakeXhr() {
  const xhr: XhrLike & { sent?: Blob; headers: Record<string, string>; url?: string; aborted: boolean } = {
    headers: {},
    aborted: false,
    status: 0,
    responseText: '',
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    ontimeout: null,
    open(_method, url) {
      xhr.url = url
    },
    setRequestHeader(name, value) {
      xhr.headers[name] = value
    },
    getAllResponseHeaders: () => 'content-type: application/json\r\n',
    send(body) {
      xhr.sent = body
    },
    abort() {
      xhr.aborted = true
      xhr.onabort?.()
    },
  }
  return xhr
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createProgressFetch', () => {
  it('sends the body with its headers, reports progress and answers with the response', async () => {
    const xhr = fakeXhr()
    const progress: [number, number][] = []
    const fetch = createProgressFetch({ onProgress: (l, t) => progress.push([l, t]), createXhr: () => xhr })
    const answer = fetch('http://127.0.0.1/api/upload/image', {
      method: 'POST',
      headers: { token: 'abc' },
      body: new Blob(['12345678']),
    })
    await tick()
    expect(xhr.url).toBe('http://127.0.0.1/api/upload/image')
    expect(xhr.headers['token']).toBe('abc')
    expect(xhr.sent?.size).toBe(8)
    xhr.upload.onprogress?.({ loaded: 4, total: 8 })
    Object.assign(xhr, { status: 200, responseText: '{"code":1}' })
    xhr.onload?.()
    const response = await answer
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 1 })
    expect(progress).toEqual([
      [4, 8],
      [8, 8],
    ])
  })

  it('aborts the request when the signal fires', async () => {
    const xhr = fakeXhr()
    const controller = new AbortController()
    const answer = createProgressFetch({ onProgress: () => undefined, createXhr: () => xhr })(
      'http://127.0.0.1/x',
      {
        method: 'POST',
        body: new Blob(['1']),
        signal: controller.signal,
      },
    )
    await tick()
    controller.abort()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr.aborted).toBe(true)
  })

  it('rejects with a TypeError on a network failure', async () => {
    const xhr = fakeXhr()
    const answer = createProgressFetch({ onProgress: () => undefined, createXhr: () => xhr })(
      'http://127.0.0.1/x',
      {
        method: 'POST',
        body: new Blob(['1']),
      },
    )
    await tick()
    xhr.onerror?.()
    await expect(answer).rejects.toBeInstanceOf(TypeError)
  })
})
