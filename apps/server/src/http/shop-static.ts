import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import type { AppEnv } from './app-env'

/** Shown on non-API paths until apps/shop has been built. */
const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CrossMart</title></head>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>CrossMart server is running</h1>
<p>The shop app has not been built yet. Run <code>pnpm --filter @crossmart/shop build</code> (or <code>pnpm start</code>
at the repository root), then reload. The API answers under <code>/api</code>.</p>
</body></html>`

/**
 * Serves the built shop app on the same origin (README "Run"): files from `distDir`, and
 * index.html for client-side routes (shop-spec §2). Checked per request, so building the app while
 * the server runs is enough.
 */
export function mountShopStatic(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.'
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !existsSync(distDir)) return next()
    return serveStatic<AppEnv>({ root })(c, next)
  })
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound()
    const index = path.join(distDir, 'index.html')
    // A missing asset (has an extension) is a 404, a route (no extension) gets the app.
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404)
    if (!existsSync(index)) return c.html(PLACEHOLDER_PAGE)
    return c.html(await readFile(index, 'utf8'))
  })
}

/** Where the console (apps/console) lives on the shop's origin (server README "Console"). */
export const CONSOLE_BASE_PATH = '/console'

/**
 * Serves the built console under /console: its files, and its index.html for the console's client
 * routes. Registered before the shop, which owns every other path.
 */
export function mountConsoleStatic(app: Hono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || '.'
  const files = serveStatic<AppEnv>({
    root,
    rewriteRequestPath: (p) => p.slice(CONSOLE_BASE_PATH.length) || '/',
  })
  const index = async (c: Context<AppEnv>) => {
    const file = path.join(distDir, 'index.html')
    if (!existsSync(file)) return c.html(CONSOLE_PLACEHOLDER_PAGE)
    return c.html(await readFile(file, 'utf8'))
  }
  app.get(CONSOLE_BASE_PATH, index)
  app.use(`${CONSOLE_BASE_PATH}/*`, async (c, next) => (existsSync(distDir) ? files(c, next) : next()))
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
