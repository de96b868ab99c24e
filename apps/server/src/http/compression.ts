import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import {
  acceptedEncodings,
  COMPRESSIBLE_TYPE,
  type ContentEncoding,
  varyOnAcceptEncoding,
} from './accept-encoding'

/**
 * Below this a response goes out as it is: the encoding's framing and the CPU cost more than the
 * bytes saved (one TCP packet holds ~1.4 KB).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * On-the-fly levels: brotli 5 and gzip 6 compress a 20 KB JSON page in about a millisecond; the
 * build's precompressed assets use the maximum levels instead (each app's vite.config.ts).
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Never touched: already encoded, no body, partial, an event stream or a WebSocket upgrade. */
const UNTOUCHED_STATUSES = new Set([101, 204, 206, 304])

async function compressBuffer(data: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzip(data, { level: GZIP_LEVEL })
}

/**
 * A compressor that flushes after every chunk, so a streamed response (server-rendered HTML) still
 * reaches the browser piece by piece instead of when the compressor's window fills.
 */
function streamingCompressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: GZIP_LEVEL })
}

/**
 * Swaps the response whole: Hono's `c.res` setter would copy the old headers (Content-Length among
 * them) over the new ones.
 */
function replaceResponse(c: Context, body: BodyInit | null, from: Response, headers: Headers): void {
  c.res = undefined
  c.res = new Response(body, { status: from.status, statusText: from.statusText, headers })
}

/** HTML may be streamed (server rendering): compressed as it flows, never buffered. */
const STREAMED_TYPE = /^\s*text\/html/i

/**
 * Compresses HTML and API responses of a compressible type over the threshold with brotli or gzip,
 * as the request's Accept-Encoding allows (server README "Compression and caching"). Responses that
 * already carry a Content-Encoding (the precompressed static files) pass through; the chat WebSocket
 * never comes here (it is an `upgrade` on the Node server, not a Hono route).
 */
export function compression(thresholdBytes = COMPRESSION_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    if (
      c.req.method === 'HEAD' ||
      res.body === null ||
      UNTOUCHED_STATUSES.has(res.status) ||
      res.headers.has('content-encoding') ||
      !COMPRESSIBLE_TYPE.test(type) ||
      /^\s*text\/event-stream/i.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')
    )
      return
    const headers = new Headers(res.headers)
    varyOnAcceptEncoding(headers)
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0]
    const declared = res.headers.get('content-length')
    if (encoding === undefined || (declared !== null && Number(declared) < thresholdBytes)) {
      replaceResponse(c, res.body, res, headers)
      return
    }
    headers.set('content-encoding', encoding)
    if (declared === null && STREAMED_TYPE.test(type)) {
      headers.delete('content-length')
      const compressor = streamingCompressor(encoding)
      const source = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>)
      source.on('error', (error) => compressor.destroy(error))
      const body = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream<Uint8Array>
      replaceResponse(c, body, res, headers)
      return
    }
    // A JSON answer is built whole before it is sent: compress it whole, with its length known.
    const raw = new Uint8Array(await res.arrayBuffer())
    if (raw.byteLength < thresholdBytes) {
      headers.delete('content-encoding')
      replaceResponse(c, raw, res, headers)
      return
    }
    const compressed = await compressBuffer(raw, encoding)
    headers.set('content-length', String(compressed.byteLength))
    replaceResponse(c, new Uint8Array(compressed), res, headers)
  }
}
