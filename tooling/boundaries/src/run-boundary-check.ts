import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
/** The rules the repository is checked with in `pnpm test` (not a copy). */
export const BOUNDARY_CONFIG = join(here, '..', 'dependency-cruiser.cjs')

// The package's own CLI (its exports hide the bin path from resolve); pnpm links it beside this package.
const CLI = join(here, '..', 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs')

export interface BoundaryReport {
  /** Violations of error severity (what fails `pnpm test`). */
  readonly errors: number
  /** Names of the rules that were broken, one entry per violation. */
  readonly brokenRules: readonly string[]
}

interface CruiseJson {
  readonly summary: {
    readonly error: number
    readonly violations: readonly { readonly rule: { readonly name: string } }[]
  }
}

/** Runs the boundary rules over `folders` of the tree at `root`, as `pnpm test` does over the repository. */
export function runBoundaryCheck(root: string, folders: readonly string[]): BoundaryReport {
  const result = spawnSync(
    process.execPath,
    [CLI, '--config', BOUNDARY_CONFIG, '--output-type', 'json', ...folders],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`dependency-cruiser failed (${result.status}): ${result.stderr}`)
  const parsed = JSON.parse(result.stdout) as CruiseJson
  return {
    errors: parsed.summary.error,
    brokenRules: parsed.summary.violations.map((violation) => violation.rule.name),
  }
}
