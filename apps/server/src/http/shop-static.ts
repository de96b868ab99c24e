import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Context, Hono } from 'hono'
import type { FirstViewHandler } from '../features/first-view/first-view-handler'
import type { LcpImageLookup } from '../features/first-view/lcp-image'
import type { AppEnv } from './app-env'
import { inlineScriptHashes } from './inline-scripts'
import { REVALIDATE_CACHE, staticFiles } from './static-files'

/** Shown on non-API paths until apps/shop has been built. */
const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CrossMart</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>CrossMart server is running</h1>
<p>The shop app has not been built yet. Run <code>pnpm --filter @crossmart/shop build</code> (or <code>pnpm start</code>
at the repository root), then reload. The API answers under <code>/api</code>.</p>
</body></html>`

/** The app's index.html, or null until the app has been built. */
async function readIndex(distDir: string): Promise<string | null> {
  try {
    return await readFile(path.join(distDir, 'index.html'), 'utf8')
  } catch {
    return null
  }
}

/** HTML names the current hashed assets: always revalidated (server README "Compression and caching"). */
function htmlPage(c: Context<AppEnv>, html: string): Response {
  c.header('cache-control', REVALIDATE_CACHE)
  return c.html(html)
}

export interface StaticAppOptions {
  /** SERVE_SOURCE_MAPS=1: serve the `.map` files (404 otherwise). */
  serveSourceMaps: boolean
  /** The page's largest image, asked for in the HTML's head (features/first-view/lcp-image.ts). */
  lcpImage?: LcpImageLookup | undefined
  /** The page's first view rendered on the server (features/first-view); absent: index.html only. */
  firstView?: FirstViewHandler | undefined
}

/** What a server-rendered page depends on besides the path (first-view-handler.ts). */
const FIRST_VIEW_VARY = 'Cookie, Accept-Language'

/** The shop's `sizes` for a full-width picture (apps/shop components/image-sizes.ts). */
const FULL_WIDTH_SIZES = '(min-width: 480px) 480px, 100vw'
/** `<stem>-<w1>_<w2>-w<width>.webp` (README "Demo pictures"; ui-kit widthSrcSet reads it the same way). */
const WIDTH_VARIANTS = /^(.*-)((?:\d+_)*\d+)-w(\d+)\.webp$/

function widthSrcSet(src: string): string | undefined {
  const match = WIDTH_VARIANTS.exec(src)
  if (!match || !match[2]!.split('_').includes(match[3]!)) return undefined
  const [, prefix, list] = match
  return list!
    .split('_')
    .map((w) => `${prefix}${list}-w${w}.webp ${w}w`)
    .join(', ')
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Puts `<link rel="preload" as="image" fetchpriority="high">` for the page's largest image into the
 * head (issue #26): the browser fetches it alongside the scripts instead of after they have run and
 * the API has answered (Lighthouse's "LCP load delay").
 */
export function withLcpPreload(html: string, image: string | null): string {
  if (image === null || !html.includes('</head>')) return html
  // Issue #31: a picture stored at several widths is preloaded the way the page's <img> takes it
  // (srcset by its name, full width: both LCP pictures, banner and gallery, span the column), or
  // the browser would fetch the widest file besides the one the <img> picks.
  const srcSet = widthSrcSet(image)
  const responsive = srcSet
    ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${FULL_WIDTH_SIZES}"`
    : ''
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image)}"${responsive} fetchpriority="high">`
  return html.replace('</head>', `${link}\n</head>`)
}

/**
 * Serves the built shop app on the same origin (README "Run"): files from `distDir`, and
 * index.html for client-side routes (shop-spec §2). Looked up per request (asynchronously), so
 * building the app while the server runs is enough.
 */
export function mountShopStatic(app: Hono<AppEnv>, distDir: string, options: StaticAppOptions): void {
  const files = staticFiles({ root: distDir, serveSourceMaps: options.serveSourceMaps })
  // The template changes only with a build: its scripts' hashes are worked out once per template.
  let hashed: { html: string; hashes: readonly string[] } | null = null
  const hashesOf = (html: string) => {
    if (hashed?.html !== html) hashed = { html, hashes: inlineScriptHashes(html) }
    return hashed.hashes
  }
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : files(c, next)))
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound()
    // A missing asset (has an extension) is a 404, a route (no extension) gets the app.
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404)
    const html = await readIndex(distDir)
    if (html === null) return htmlPage(c, PLACEHOLDER_PAGE)
    c.set('inlineScriptHashes', hashesOf(html))
    // A failed lookup costs the hint only, never the page.
    const image = options.lcpImage ? await options.lcpImage(c.req.path).catch(() => null) : null
    const template = withLcpPreload(html, image)
    // Issue #45: with server rendering the page depends on the Admin-Token and Lang cookies and on
    // Accept-Language (first-view-handler.ts), whether it is rendered, redirected or left to the
    // browser; a shared cache keys on them (compression adds Accept-Encoding).
    if (options.firstView) c.header('vary', FIRST_VIEW_VARY)
    // Issue #26: streamed with its first view when the shop's server bundle can render it.
    const page = options.firstView ? await options.firstView(c, template) : null
    if (page && 'redirect' in page) {
      // shop-spec §6: the guest's way to /login, with the notice the login page shows.
      c.header('cache-control', 'no-store')
      c.header('set-cookie', page.redirect.setCookie)
      return c.redirect(page.redirect.location, 302)
    }
    if (page) {
      c.header('cache-control', REVALIDATE_CACHE)
      c.header('content-type', 'text/html; charset=UTF-8')
      return c.body(page.body, page.status)
    }
    return htmlPage(c, template)
  })
}

/** Where the console (apps/console) lives on the shop's origin (server README "Console"). */
export const CONSOLE_BASE_PATH = '/console'

/**
 * Serves the built console under /console: its files, and its index.html for the console's client
 * routes. Registered before the shop, which owns every other path.
 */
export function mountConsoleStatic(app: Hono<AppEnv>, distDir: string, options: StaticAppOptions): void {
  const files = staticFiles({
    root: distDir,
    serveSourceMaps: options.serveSourceMaps,
    basePath: CONSOLE_BASE_PATH,
  })
  const index = async (c: Context<AppEnv>) =>
    htmlPage(c, (await readIndex(distDir)) ?? CONSOLE_PLACEHOLDER_PAGE)
  app.get(CONSOLE_BASE_PATH, index)
  app.use(`${CONSOLE_BASE_PATH}/*`, files)
  app.get(`${CONSOLE_BASE_PATH}/*`, async (c) => {
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404)
    return index(c)
  })
}

const CONSOLE_PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CrossMart console</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>The console has not been built yet</h1>
<p>Run <code>pnpm --filter @crossmart/console build</code> (or <code>pnpm start</code> at the repository root), then reload.</p>
</body></html>`
