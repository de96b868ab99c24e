// Bundles the pieces of the reference client (registry package wukongimjssdk@1.0.4: the older
// release of the WuKongIM JS SDK) that the benchmark compares against: its Proto codec, its
// SecurityManager (crypto-js AES), md5-typescript and ConnectManager's unpacket/unpackOne splitter.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { packageDir } from './load-source.mjs'

export const REFERENCE_PACKAGE = 'wukongimjssdk'

/** The reference package's directory (real path, so its pnpm siblings resolve). */
export function referenceDir() {
  return realpathSync(join(packageDir, 'node_modules', REFERENCE_PACKAGE))
}

/** Absolute path of a dependency of the reference package (md5-typescript is not ours). */
export function referenceDependency(name) {
  const require = createRequire(join(referenceDir(), 'package.json'))
  return dirname(require.resolve(`${name}/package.json`))
}

/**
 * An entry re-exporting the reference's codec and crypto. With `splitter`, also ConnectManager
 * (home of its frame splitter), which drags in the whole SDK through its imports.
 */
export function referenceEntrySource({ splitter = true } = {}) {
  const lib = join(referenceDir(), 'lib')
  const lines = [
    `export { default as Proto, SendPacket, RecvPacket, Setting, PacketType } from ${JSON.stringify(join(lib, 'proto.js'))}`,
    `export { SecurityManager } from ${JSON.stringify(join(lib, 'security.js'))}`,
    `export { Md5 } from ${JSON.stringify(referenceDependency('md5-typescript'))}`,
    `export { generateKeyPair, sharedKey } from ${JSON.stringify(referenceDependency('curve25519-js'))}`,
  ]
  if (splitter)
    lines.push(`export { ConnectManager } from ${JSON.stringify(join(lib, 'connect_manager.js'))}`)
  return lines.join('\n')
}

export async function loadReference() {
  const outDir = join(packageDir, 'node_modules', '.cache', 'im-sdk-scripts')
  mkdirSync(outDir, { recursive: true })
  const entry = join(outDir, 'reference-entry.mjs')
  writeFileSync(entry, referenceEntrySource())
  const outfile = join(outDir, 'reference.mjs')
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    logLevel: 'error',
  })
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)
}
