/**
 * A `fetch` built on XMLHttpRequest, for the one call that needs upload progress (fetch has no
 * upload progress events): the chat's image upload goes through the api client as usual (envelope,
 * errors, 401 handling), only its transport reports the bytes sent and stops on the signal.
 */

/** The part of XMLHttpRequest used here (a fake in tests). */
export interface XhrLike {
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  getAllResponseHeaders(): string
  send(body: Blob): void
  abort(): void
  readonly status: number
  readonly responseText: string
  readonly upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
  ontimeout: (() => void) | null
}

export interface ProgressFetchOptions {
  onProgress(loaded: number, total: number): void
  createXhr?: () => XhrLike
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const cut = line.indexOf(':')
    if (cut > 0) headers.append(line.slice(0, cut).trim(), line.slice(cut + 1).trim())
  }
  return headers
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError')
}

export function createProgressFetch({
  onProgress,
  createXhr = () => new XMLHttpRequest() as unknown as XhrLike,
}: ProgressFetchOptions): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (request.signal.aborted) throw abortError()
    // The multipart body with its boundary (content-type header below) as one Blob.
    const body = await request.blob()
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr()
      const onAbort = () => xhr.abort()
      xhr.open(request.method, request.url)
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total || body.size)
      const done = () => request.signal.removeEventListener('abort', onAbort)
      xhr.onload = () => {
        done()
        onProgress(body.size, body.size)
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        )
      }
      xhr.onerror = () => {
        done()
        reject(new TypeError('Network request failed'))
      }
      xhr.ontimeout = xhr.onerror
      xhr.onabort = () => {
        done()
        reject(abortError())
      }
      request.signal.addEventListener('abort', onAbort)
      xhr.send(body)
    })
  }
}
