/**
 * The console's JavaScript budget (README "Budget"): every script the inbox loads, gzipped, from the
 * production build in dist/ (run `pnpm --filter @crossmart/console build` first). Prints the figures
 * against the 250 KB goal; it measures, it does not fail a test.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const GOAL_BYTES = 250 * 1024
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const html = readFileSync(path.join(dist, 'index.html'), 'utf8')

/** Scripts index.html loads and the modules they preload: what the inbox needs before it shows. */
const entries = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
const seen = new Set<string>()
const queue = [...entries]
while (queue.length > 0) {
  const file = queue.shift()!
  if (seen.has(file)) continue
  seen.add(file)
  const code = readFileSync(path.join(dist, file), 'utf8')
  // Static imports between chunks (`from "./x.js"`); dynamic ones are not on the inbox's path.
  for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(`assets/${m[1]}`)
}

let total = 0
const rows: string[] = []
for (const file of seen) {
  const bytes = readFileSync(path.join(dist, file))
  const gz = gzipSync(bytes, { level: 9 }).length
  total += gz
  rows.push(`  ${file.padEnd(40)} ${String(bytes.length).padStart(9)} B  ${String(gz).padStart(8)} B gz`)
}
const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length
console.log(`console inbox JavaScript (${seen.size} of ${all} script files):`)
for (const row of rows) console.log(row)
console.log(
  `  total gzipped: ${(total / 1024).toFixed(1)} KB (goal < ${GOAL_BYTES / 1024} KB): ${total < GOAL_BYTES ? 'within' : 'OVER'} budget`,
)
