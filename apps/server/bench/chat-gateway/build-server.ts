import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'tsup'

const here = path.dirname(fileURLToPath(import.meta.url))
const packageDir = path.resolve(here, '../..')

/**
 * Bundles the benchmark's server process the way `pnpm build` bundles the server (tsup, same
 * externals), so the figures are those of production code: run through tsx, every function gets its
 * name re-defined at creation (esbuild keepNames), which costs CPU and a few hundred bytes per closure.
 * The bundle goes under node_modules/.cache so the externals (ws, PGlite) resolve from the package.
 */
export async function buildBenchServer(): Promise<string> {
  const outDir = path.join(packageDir, 'node_modules/.cache/crossmart-bench')
  await build({
    config: false,
    entry: {
      'chat-server': path.join(here, 'server-entry.ts'),
      'pglite-worker': path.join(packageDir, 'src/db/pglite-thread/worker.mjs'),
    },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir,
    clean: false,
    splitting: false,
    silent: true,
    external: ['@electric-sql/pglite', 'postgres', 'ws'],
  })
  return path.join(outDir, 'chat-server.js')
}
