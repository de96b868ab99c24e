#!/usr/bin/env node
// Where the bytes of the SDK go (README "Size"): prints per folder and per file the minified bytes,
// the gzip -9 size of that part alone and its scaled share of the real total (scripts/lib/breakdown.mjs).
// The entry is a source file, or the name of an import set of size-sdk.mjs ("text chat",
// "text + conversations", "everything"), bundled from src/ with the build's shortened property
// names, so its total is within about 0.1 KB of the size-sdk.mjs figure (which bundles dist/).
// Usage: pnpm --filter @crossmart/im-sdk size:breakdown [entry | "text chat"] [rows]
import { breakdown, byFolder, fromSource } from './lib/breakdown.mjs'
import { IMPORT_SETS } from './size-sdk.mjs'

const entry = process.argv[2] ?? 'src/index.ts'
const topFiles = Number(process.argv[3] ?? 30)
const importSet = IMPORT_SETS[entry]
const { min, gz, sumAlone, files } = await breakdown(importSet === undefined ? entry : fromSource(importSet))

const row = (r) =>
  r.name.padEnd(52) +
  String(r.min).padStart(9) +
  String(r.gzAlone).padStart(10) +
  String(r.scaled).padStart(10)
const head = `${'part'.padEnd(52)}${'minified'.padStart(9)}${'gz alone'.padStart(10)}${'scaled'.padStart(10)}`
console.log(`${entry}: ${min} bytes minified, ${gz} gzipped (gz alone sums to ${sumAlone})`)
console.log('')
console.log(head)
for (const r of byFolder(files)) console.log(row(r))
console.log('')
console.log(head)
for (const r of files.slice(0, topFiles)) console.log(row(r))
