import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { acceptedEncodings, COMPRESSIBLE_TYPE, type ContentEncoding } from './accept-encoding'

/**
 * Vite writes every file under `assets/` with a content hash in its name: a new build gives new
 * names, so a browser may keep these for a year without asking again (server README "Compression
 * and caching").
 */
export const HASHED_ASSETS_DIR = 'assets/'
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** HTML and unhashed files (favicon, manifest): kept, but revalidated on every use. */
export const REVALIDATE_CACHE = 'no-cache'

/** The files the build precompressed beside each asset (each app's vite.config.ts). */
const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' }

export interface StaticFilesOptions {
  /** The built app's folder (absolute). */
  root: string
  /** Source maps are 404 unless this is set (SERVE_SOURCE_MAPS=1): they hold the whole source. */
  serveSourceMaps: boolean
  /** The URL prefix the files live under (`/console`); none for the shop. */
  basePath?: string
}

/** A regular file's stats, or null: missing, a folder, or unreadable. Asynchronous: never blocks a request. */
async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

/**
 * The request path as a path inside the root, or null when it could climb out of it (`..`, a
 * backslash, a NUL, bad escapes), names the root itself or a hidden name (`.env`, a tool's `.cache`
 * left in a build folder: never meant for the web).
 */
export function relativeFilePath(requestPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').filter((s) => s !== '')
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null
  return segments.join('/')
}

function notModified(c: Context, stats: Stats): boolean {
  const since = c.req.header('if-modified-since')
  if (since === undefined) return false
  const time = Date.parse(since)
  // HTTP dates have whole seconds.
  return Number.isFinite(time) && Math.floor(stats.mtimeMs / 1000) * 1000 <= time
}

/**
 * Serves a built app's files: the precompressed `.br`/`.gz` twin when Accept-Encoding allows it
 * (with `Vary: Accept-Encoding`), hashed assets cached for a year as immutable, other files
 * revalidated, source maps only when asked for. Anything else (a route, a missing file) goes on to
 * the next handler.
 */
export function staticFiles({ root, serveSourceMaps, basePath = '' }: StaticFilesOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const relative = relativeFilePath(c.req.path.slice(basePath.length))
    if (relative === null) return next()
    if (relative.endsWith('.map') && !serveSourceMaps) return c.text('Not found', 404)
    const file = path.join(root, relative)
    const stats = await fileStats(file)
    if (stats === null) return next()

    const type = getMimeType(file) ?? 'application/octet-stream'
    const headers = new Headers({ 'content-type': type })
    const hashed = relative.startsWith(HASHED_ASSETS_DIR)
    headers.set('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE)
    headers.set('last-modified', stats.mtime.toUTCString())
    if (!hashed && notModified(c, stats)) return new Response(null, { status: 304, headers })

    let served = file
    let size = stats.size
    if (COMPRESSIBLE_TYPE.test(type)) {
      headers.set('vary', 'Accept-Encoding')
      for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
        const twin = await fileStats(file + PRECOMPRESSED_SUFFIX[encoding])
        if (twin === null) continue
        served = file + PRECOMPRESSED_SUFFIX[encoding]
        size = twin.size
        headers.set('content-encoding', encoding)
        break
      }
    }
    headers.set('content-length', String(size))
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
    const body = Readable.toWeb(createReadStream(served)) as unknown as ReadableStream<Uint8Array>
    return new Response(body, { status: 200, headers })
  }
}
