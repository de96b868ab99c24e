#!/usr/bin/env node
// Usage: pnpm --filter @crossmart/im-sdk conformance <vectors.json> [--verbose]
// Runs every case of a file in the vectors format (PROTOCOL.md "The vectors file"), prints each
// failing case with the field that differs, ends with `N passed, M failed`, exits 1 on failure.
import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { loadSource, packageDir } from './lib/load-source.mjs'

const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const file = args.find((a) => !a.startsWith('--'))
if (file === undefined) {
  console.error('usage: conformance <vectors.json> [--verbose]')
  process.exit(2)
}

// pnpm runs scripts in the package directory; a relative path is meant from where it was typed.
function locate(path) {
  if (isAbsolute(path)) return path
  const bases = [process.env.INIT_CWD, process.cwd(), packageDir].filter(Boolean)
  for (const base of bases) {
    const candidate = resolve(base, path)
    if (existsSync(candidate)) return candidate
  }
  return resolve(path)
}

const path = locate(file)
let doc
try {
  doc = JSON.parse(readFileSync(path, 'utf8'))
} catch (error) {
  console.error(`cannot read ${path}: ${error.message}`)
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const { runConformance, formatReport } = await loadSource('src/protocol/conformance/index.ts', 'conformance')
const report = runConformance(doc)
console.log(`conformance: ${path}`)
console.log(formatReport(report, { verbose }))
process.exit(report.failed > 0 ? 1 : 0)
