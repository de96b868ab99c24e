import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
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
