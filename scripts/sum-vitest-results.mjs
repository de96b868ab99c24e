// Sums vitest's "Tests  N failed | M passed | K skipped (T)" summary lines of a turbo log into one
// closing line, `N passed, M failed, K skipped, F test files failed`, so CI shows one total for every
// package's suite. A suite whose hook failed runs no test and fails none (its cases are "skipped"),
// so the closing lines also repeat each FAIL heading with the error under it: the end of a long log
// is often all a reader sees, and it should name the cause.
import { readFileSync } from 'node:fs'

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const text = readFileSync(process.argv[2] ?? 0, 'utf8').replace(ansi, '')
const count = (summary, word) => Number(new RegExp(`(\\d+) ${word}`).exec(summary)?.[1] ?? 0)

let passed = 0
let failed = 0
let skipped = 0
let failedFiles = 0
let suites = 0
const failures = []
const lines = text.split('\n')
for (const [index, line] of lines.entries()) {
  const tests = /\bTests\s+(.*)\(\d+\)\s*$/.exec(line)
  if (tests?.[1]) {
    suites += 1
    passed += count(tests[1], 'passed')
    failed += count(tests[1], 'failed')
    skipped += count(tests[1], 'skipped')
  }
  const files = /\bTest Files\s+(.*)\(\d+\)\s*$/.exec(line)
  if (files?.[1]) failedFiles += count(files[1], 'failed')
  // vitest's failure heading (` FAIL  src/x.test.ts > suite > case`) and the error line after it.
  if (/\sFAIL\s+\S/.test(line) && failures.length < 40) {
    const error = lines
      .slice(index + 1, index + 4)
      .find((next) => /\w*Error\b|expected|Timed out/i.test(next))
    failures.push(line.trim(), ...(error ? [`    ${error.trim()}`] : []))
  }
}
if (suites === 0) {
  console.log('no vitest summary found')
  process.exit(1)
}
if (failures.length > 0) console.log(['failures:', ...failures].join('\n'))
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped, ${failedFiles} test files failed`)
