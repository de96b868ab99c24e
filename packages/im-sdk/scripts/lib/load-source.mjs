// Bundles a TypeScript entry of this package with esbuild and imports it, so the scripts run the
// current source without a prior build. Output goes to node_modules/.cache (never shipped).
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export async function loadSource(entry, name) {
  const outDir = join(packageDir, 'node_modules', '.cache', 'im-sdk-scripts')
  mkdirSync(outDir, { recursive: true })
  const outfile = join(outDir, `${name}.mjs`)
  await build({
    entryPoints: [join(packageDir, entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    logLevel: 'error',
  })
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)
}
