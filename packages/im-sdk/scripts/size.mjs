#!/usr/bin/env node
// Size report: minified + gzipped bundle of our `./protocol` entry (codec, splitter and crypto
// with @noble/curves, @noble/ciphers and spark-md5 inlined) against the reference package
// wukongimjssdk@1.0.4 bundled the same way (esbuild, browser target, minified, gzip level 9).
// Usage: pnpm --filter @crossmart/im-sdk size
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { referenceDir, referenceEntrySource } from './lib/load-reference.mjs'
import { packageDir } from './lib/load-source.mjs'

/** The protocol subpath's goals (README "Size"): at most 12 KB gzipped and a fifth of the reference. */
const GOAL_BYTES = 12 * 1024
const GOAL_FRACTION = 1 / 5

async function measure(options) {
  const result = await build({
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    ...options,
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const ours = await measure({ entryPoints: [join(packageDir, 'src/protocol/index.ts')] })
const main = await measure({ entryPoints: [join(packageDir, 'src/index.ts')] })
const refPackage = await measure({ entryPoints: [join(referenceDir(), 'lib/index.js')] })
// The reference's codec + crypto modules alone (Proto, SecurityManager/crypto-js, md5, curve25519).
const refCodec = await measure({
  stdin: { contents: referenceEntrySource({ splitter: false }), resolveDir: referenceDir(), loader: 'js' },
})

const rows = [
  ['ours: @crossmart/im-sdk/protocol (codec + crypto)', ours],
  ['ours: @crossmart/im-sdk (main entry, whole SDK)', main],
  ['reference: wukongimjssdk@1.0.4 (package entry)', refPackage],
  ['reference: its codec + crypto modules only', refCodec],
]
console.log(
  'bundle (esbuild --bundle --minify, browser, es2022)'.padEnd(54) +
    'minified'.padStart(11) +
    'gzip -9'.padStart(11),
)
for (const [name, s] of rows) console.log(name.padEnd(54) + kb(s.min).padStart(11) + kb(s.gz).padStart(11))
console.log('')
const fraction = ours.gz / refPackage.gz
console.log(
  `protocol entry: ${kb(ours.gz)} gzipped (goal < ${kb(GOAL_BYTES)}: ${ours.gz < GOAL_BYTES ? 'met' : 'MISSED'})`,
)
console.log(
  `protocol entry / reference package: ${(fraction * 100).toFixed(1)}% (goal < ${GOAL_FRACTION * 100}%: ${fraction < GOAL_FRACTION ? 'met' : 'MISSED'})`,
)
console.log(`protocol entry / reference codec modules: ${((ours.gz / refCodec.gz) * 100).toFixed(1)}%`)
