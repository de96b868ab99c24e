/** The conformance runner (not part of the public API; used by scripts/conformance.mjs and vitest). */
export { type CaseResult, type ConformanceReport, formatReport, runConformance } from './run.js'
export type { Mismatch } from './values.js'
