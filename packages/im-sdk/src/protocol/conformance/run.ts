import {
  type ConformanceCase,
  clientPacketCases,
  cryptoCases,
  serverPacketCases,
  sessionKeysOf,
  streamCases,
  varintCases,
} from './sections.js'
import { asObject, isObject, type Mismatch } from './values.js'

export interface CaseResult {
  section: string
  name: string
  passed: boolean
  mismatches: Mismatch[]
}

export interface ConformanceReport {
  passed: number
  failed: number
  results: CaseResult[]
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/**
 * Runs every case of a file in the vectors format (PROTOCOL.md "The vectors file"): varint,
 * crypto, clientPackets, serverPackets, streams. Missing sections are skipped; a malformed case
 * or one that throws is a failure, never a crash.
 */
export function runConformance(doc: unknown): ConformanceReport {
  if (!isObject(doc)) {
    const mismatch = { field: 'file', expected: 'a JSON object with vector sections', actual: typeof doc }
    return {
      passed: 0,
      failed: 1,
      results: [{ section: 'file', name: 'root', passed: false, mismatches: [mismatch] }],
    }
  }
  const crypto = asObject(doc['crypto'])
  let keys: ReturnType<typeof sessionKeysOf> | null = null
  // Derived lazily, so a broken crypto section fails the cases that need it, not the whole run.
  const fileKeys = () => {
    if (keys === null) keys = sessionKeysOf(crypto)
    return keys
  }
  const cases: ConformanceCase[] = [
    ...varintCases(list(doc['varint'])),
    ...cryptoCases(crypto),
    ...clientPacketCases(list(doc['clientPackets']), fileKeys),
    ...serverPacketCases(list(doc['serverPackets']), fileKeys),
    ...streamCases(list(doc['streams'])),
  ]
  const results = cases.map((c): CaseResult => {
    let mismatches: Mismatch[]
    try {
      mismatches = c.run()
    } catch (error) {
      const actual = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      mismatches = [{ field: '(case threw)', expected: 'no exception', actual }]
    }
    return { section: c.section, name: c.name, passed: mismatches.length === 0, mismatches }
  })
  const passed = results.filter((r) => r.passed).length
  return { passed, failed: results.length - passed, results }
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (typeof value === 'bigint') return `${value}n`
  return JSON.stringify(value) ?? String(value)
}

/** One line per mismatch of every failing case, then `N passed, M failed`. */
export function formatReport(report: ConformanceReport, options: { verbose?: boolean } = {}): string {
  const lines: string[] = []
  for (const r of report.results) {
    if (r.passed) {
      if (options.verbose) lines.push(`ok   ${r.section}/${r.name}`)
      continue
    }
    for (const m of r.mismatches) {
      lines.push(
        `FAIL ${r.section}/${r.name}: ${m.field}: expected ${show(m.expected)}, actual ${show(m.actual)}`,
      )
    }
  }
  lines.push(`${report.passed} passed, ${report.failed} failed`)
  return lines.join('\n')
}
