#!/usr/bin/env node
// Where the bytes of the SDK go (README "Size"): bundles an entry as size-sdk.mjs does
// (esbuild --bundle --minify, browser, es2022), attributes every minified byte to its source file
// through the source map, and prints per folder and per file the minified bytes and the gzip -9
// size of that file's code alone. Gzip of a part alone overstates its share (it cannot reuse the
// rest of the bundle's strings), so a scaled column divides the real total in the same ratio.
// The entry is a source file, or the name of an import set of size-sdk.mjs ("text chat",
// "text + conversations", "everything"), bundled from src/ instead of dist/ (without the build's
// shortened property names, so its total is a little above the size-sdk.mjs figure).
// Usage: pnpm --filter @crossmart/im-sdk size:breakdown [entry | "text chat"] [rows]
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { packageDir } from './lib/load-source.mjs'
import { IMPORT_SETS } from './size-sdk.mjs'

const entry = process.argv[2] ?? 'src/index.ts'
const topFiles = Number(process.argv[3] ?? 30)
const importSet = IMPORT_SETS[entry]
const sourceEntry = join(packageDir, 'src/index.ts')

const result = await build({
  ...(importSet === undefined
    ? { entryPoints: [join(packageDir, entry)] }
    : {
        stdin: {
          contents: importSet.replace(
            JSON.stringify(join(packageDir, 'dist/index.js')),
            JSON.stringify(sourceEntry),
          ),
          resolveDir: packageDir,
          loader: 'js',
        },
      }),
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

const codeBySource = new Map()
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
    codeBySource.set(name, (codeBySource.get(name) ?? '') + line.slice(start, end))
  })
})

const gz = (text) => gzipSync(text, { level: 9 }).length
const total = gz(code)
const files = [...codeBySource].map(([name, text]) => ({
  name: name.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, ''),
  min: text.length,
  gz: gz(text),
}))
const sumAlone = files.reduce((sum, f) => sum + f.gz, 0)
const scale = total / sumAlone
const folder = (name) =>
  (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 2)).join('/')
const folders = new Map()
for (const f of files) {
  const key = folder(f.name)
  const row = folders.get(key) ?? { name: key, min: 0, gz: 0 }
  row.min += f.min
  row.gz += f.gz
  folders.set(key, row)
}

const row = (r) =>
  r.name.padEnd(52) +
  String(r.min).padStart(9) +
  String(r.gz).padStart(10) +
  String(Math.round(r.gz * scale)).padStart(10)
const head = `${'part'.padEnd(52)}${'minified'.padStart(9)}${'gz alone'.padStart(10)}${'scaled'.padStart(10)}`
console.log(`${entry}: ${code.length} bytes minified, ${total} gzipped (gz alone sums to ${sumAlone})`)
console.log('')
console.log(head)
for (const r of [...folders.values()].sort((a, b) => b.gz - a.gz)) console.log(row(r))
console.log('')
console.log(head)
for (const r of files.sort((a, b) => b.gz - a.gz).slice(0, topFiles)) console.log(row(r))
