// Where the bytes of a bundle go (README "Size"), shared by size-breakdown.mjs and size-sdk.mjs:
// bundles an entry as size-sdk.mjs does (esbuild --bundle --minify, browser, es2022) from the
// sources, as the build does (no property renaming, tsup.config.ts), attributes every
// minified byte to its source file through the source map, and gives per file the minified bytes
// and the gzip -9 size of that file's code alone. Gzip of a part alone overstates its share (it
// cannot reuse the rest of the bundle's strings), so `scaled` divides the real total in the same
// ratio: the scaled column adds up to the bundle's gzip size.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { packageDir } from './load-source.mjs'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** Source-map VLQ fields of one segment. */
function decodeSegment(text) {
  const fields = []
  let value = 0
  let shift = 0
  for (const ch of text) {
    const digit = BASE64.indexOf(ch)
    value += (digit & 31) << shift
    shift += 5
    if ((digit & 32) === 0) {
      fields.push(value & 1 ? -(value >> 1) : value >> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

/** The minified code of each source file of a bundle, through its source map. */
function codeBySource(code, map) {
  const bySource = new Map()
  const lines = code.split('\n')
  let source = 0
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? ''
    const segments = []
    let column = 0
    for (const text of lineMappings.split(',')) {
      if (text === '') continue
      const fields = decodeSegment(text)
      column += fields[0]
      if (fields.length > 1) source += fields[1]
      segments.push([column, fields.length > 1 ? map.sources[source] : '(glue)'])
    }
    segments.forEach(([start, name], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length
      bySource.set(name, (bySource.get(name) ?? '') + line.slice(start, end))
    })
  })
  return bySource
}

const gz = (text) => gzipSync(text, { level: 9 }).length
/** `src/chat/send-queue.ts` -> `src/chat`; `@noble/ciphers/aes.js` -> `@noble/ciphers`. */
export const folderOf = (name) => name.split('/').slice(0, 2).join('/')

/**
 * Bundles `entry` (a source file of the package, or `{ contents }`: entry source that imports
 * src/index.ts) and returns its total and one row per source file, largest first.
 */
export async function breakdown(entry) {
  const result = await build({
    ...(typeof entry === 'string'
      ? { entryPoints: [join(packageDir, entry)] }
      : { stdin: { contents: entry.contents, resolveDir: packageDir, loader: 'js' } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    sourcemap: 'external',
    outfile: 'out.js',
    logLevel: 'error',
  })
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map')).text)
  const code = result.outputFiles.find((f) => f.path.endsWith('out.js')).text
  const total = gz(code)
  const files = [...codeBySource(code, map)].map(([name, text]) => ({
    name: name.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, ''),
    min: text.length,
    gzAlone: gz(text),
  }))
  const sumAlone = files.reduce((sum, f) => sum + f.gzAlone, 0)
  for (const f of files) f.scaled = Math.round((f.gzAlone * total) / sumAlone)
  return { min: code.length, gz: total, sumAlone, files: files.sort((a, b) => b.gzAlone - a.gzAlone) }
}

/** The rows of `breakdown().files` summed per folder, largest first. */
export function byFolder(files) {
  const folders = new Map()
  for (const f of files) {
    const key = folderOf(f.name)
    const row = folders.get(key) ?? { name: key, min: 0, gzAlone: 0, scaled: 0 }
    row.min += f.min
    row.gzAlone += f.gzAlone
    row.scaled += f.scaled
    folders.set(key, row)
  }
  return [...folders.values()].sort((a, b) => b.scaled - a.scaled)
}

/** An import set of size-sdk.mjs with its `dist/index.js` import pointed at src/index.ts. */
export function fromSource(importSet) {
  return {
    contents: importSet
      .replace(
        JSON.stringify(join(packageDir, 'dist/index.js')),
        JSON.stringify(join(packageDir, 'src/index.ts')),
      )
      .replace(
        JSON.stringify(join(packageDir, 'dist/typing/index.js')),
        JSON.stringify(join(packageDir, 'src/typing/index.ts')),
      ),
  }
}
