import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** One entry of Vite's build manifest (vite.dev/guide/backend-integration): a source and its output. */
interface ManifestChunk {
  file: string
  css?: string[]
  isEntry?: boolean
}

/** Where Vite writes the manifest when `build.manifest` is on (apps/shop and apps/console vite.config.ts). */
const MANIFEST_PATH = path.join('.vite', 'manifest.json')

/** The HTML entry's key in the manifest: the app's index.html. */
const HTML_ENTRY = 'index.html'

function isManifestChunk(value: unknown): value is ManifestChunk {
  if (typeof value !== 'object' || value === null) return false
  const chunk = value as Record<string, unknown>
  return (
    typeof chunk['file'] === 'string' &&
    (chunk['css'] === undefined || (Array.isArray(chunk['css']) && chunk['css'].every((c) => typeof c === 'string')))
  )
}

/** `<link>`s as a header value: stylesheets, then the entry module. */
export function entryAssetLinks(entry: ManifestChunk, base: string): string {
  const url = (file: string) => `<${base}${file.split('/').map(encodeURIComponent).join('/')}>`
  return [
    ...(entry.css ?? []).map((css) => `${url(css)}; rel=preload; as=style; crossorigin`),
    `${url(entry.file)}; rel=modulepreload; crossorigin`,
  ].join(', ')
}

/** Null when there is no manifest or no HTML entry in it: the page still works, without the hint. */
export async function readEntryAssetLinks(distDir: string, base: string): Promise<string | null> {
  let manifest: unknown
  try {
    manifest = JSON.parse(await readFile(path.join(distDir, MANIFEST_PATH), 'utf8'))
  } catch {
    return null
  }
  const entry = (manifest as Record<string, unknown> | null)?.[HTML_ENTRY]
  return isManifestChunk(entry) && entry.isEntry === true ? entryAssetLinks(entry, base) : null
}

/**
 * The `Link` header that asks for the page's entry script and stylesheets (issue #26), read from
 * the build's manifest.
 *
 * Why a header when index.html names them too: the browser sees a header as soon as the response
 * starts, before it parses the head, so the entry script no longer waits for the parser. On
 * HTTP/1.1 it also claims one of the six connections before the page's pictures, which the
 * parser finds in the same breath and which would otherwise take them all (Lighthouse's trace of
 * /shop/1 had the 134 KB script waiting for a free connection). `crossorigin` as on Vite's own
 * tags, or the browser would fetch each file twice.
 *
 * Read again only when the index.html being served changed (a rebuild while the server runs gives
 * new hashed names): one manifest read per build, not per page.
 */
export function createEntryAssetLinks(distDir: string, base: string): (indexHtml: string) => Promise<string | null> {
  let cached: { html: string; links: Promise<string | null> } | null = null
  return (indexHtml) => {
    if (cached?.html !== indexHtml) cached = { html: indexHtml, links: readEntryAssetLinks(distDir, base) }
    return cached.links
  }
}
