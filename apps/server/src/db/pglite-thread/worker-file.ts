import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The worker script: `pglite-worker.js` next to a bundle (tsup copies `worker.mjs` there, see
 * tsup.config.ts), else `worker.mjs` next to this module (tsx, vitest). A plain JavaScript file, so
 * neither case needs a TypeScript loader in the thread.
 */
export function pgliteWorkerFile(fromUrl: string = import.meta.url): URL {
  for (const name of ['./pglite-worker.js', './worker.mjs']) {
    const candidate = new URL(name, fromUrl)
    if (existsSync(fileURLToPath(candidate))) return candidate
  }
  throw new Error(`PGlite worker script not found next to ${fileURLToPath(fromUrl)}`)
}
