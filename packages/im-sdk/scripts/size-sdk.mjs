#!/usr/bin/env node
import { createRequire } from 'node:module'
// Size of the whole SDK (issue 4): the main entry `@crossmart/im-sdk` (protocol, crypto, runtime
// and data layer, dependencies inlined) minified + gzipped, against the reference client
// wukongimjssdk@1.0.4 bundled the same way (esbuild, browser, es2022, minified, gzip level 9).
// The `./testing` subpath is not part of an app bundle and is left out.
// Usage: pnpm --filter @crossmart/im-sdk size:sdk
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** Issue 4: the whole SDK under 25 KB minified + gzipped. */
const GOAL_BYTES = 25 * 1024

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(join(packageDir, 'package.json'))
const referenceDir = dirname(require.resolve('wukongimjssdk/package.json'))

async function measure(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const rows = [
  ['ours: @crossmart/im-sdk (whole SDK)', await measure(join(packageDir, 'src/index.ts'))],
  ['ours: @crossmart/im-sdk/protocol', await measure(join(packageDir, 'src/protocol/index.ts'))],
  ['reference: wukongimjssdk@1.0.4 (package entry)', await measure(join(referenceDir, 'lib/index.js'))],
]
console.log(
  'bundle (esbuild --bundle --minify, browser, es2022)'.padEnd(50) +
    'minified'.padStart(11) +
    'gzip -9'.padStart(11),
)
for (const [name, s] of rows) console.log(name.padEnd(50) + kb(s.min).padStart(11) + kb(s.gz).padStart(11))
const whole = rows[0][1].gz
const reference = rows[2][1].gz
console.log('')
console.log(
  `whole SDK: ${kb(whole)} gzipped (goal < ${kb(GOAL_BYTES)}: ${whole < GOAL_BYTES ? 'met' : 'MISSED'})`,
)
console.log(`whole SDK / reference client: ${((whole / reference) * 100).toFixed(1)}%`)
