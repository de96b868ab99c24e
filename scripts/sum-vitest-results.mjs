// Sums vitest's "Tests  N failed | M passed (T)" summary lines of a turbo log into one closing
// line, `N passed, M failed`, so CI shows one total for every package's suite.
import { readFileSync } from 'node:fs'

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const text = readFileSync(process.argv[2] ?? 0, 'utf8').replace(ansi, '')
let passed = 0
let failed = 0
let suites = 0
for (const line of text.split('\n')) {
  const summary = /\bTests\s+(.*)\(\d+\)\s*$/.exec(line)
  if (!summary?.[1]) continue
  suites += 1
  passed += Number(/(\d+) passed/.exec(summary[1])?.[1] ?? 0)
  failed += Number(/(\d+) failed/.exec(summary[1])?.[1] ?? 0)
}
if (suites === 0) {
  console.log('no vitest summary found')
  process.exit(1)
}
console.log(`${passed} passed, ${failed} failed`)
