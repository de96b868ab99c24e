/**
 * The build renames the package's internal property names (scripts/internal-props.mjs, esbuild
 * mangleProps). That is only safe while none of them is part of the published types, read by name
 * from a string at run time, or a field of a log entry an app sees; this test holds the list to it.
 * Needs `dist/` (the package's `test` task builds first).
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// biome-ignore lint/correctness/useImportExtensions: a build script's own module (.mjs)
import { INTERNAL_PROPS } from '../scripts/internal-props.mjs'

const packageDir = join(import.meta.dirname, '..')
const names = INTERNAL_PROPS

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : []
  })
}

describe.skipIf(!existsSync(join(packageDir, 'dist/index.d.ts')))('internal property names', () => {
  const dist = readdirSync(join(packageDir, 'dist'))
  const read = (file: string) => readFileSync(join(packageDir, 'dist', file), 'utf8')
  const typeWords = new Set(
    dist.filter((f) => f.endsWith('.d.ts')).flatMap((f) => read(f).match(/[\w$]+/g) ?? []),
  )
  const src = sources(join(packageDir, 'src')).join('\n')

  it.each(names)('%s is not in the published types', (name) => {
    expect(typeWords.has(name)).toBe(false)
  })

  it.each(names)('%s is never read by name from a string or logged', (name) => {
    expect(src).not.toMatch(new RegExp(`['"\`]${name}['"\`]`))
    const logFields = [...src.matchAll(/logger\.(?:debug|info|warn|error)\([^{)]*\{([^}]*)\}/g)].map(
      (m) => m[1],
    )
    for (const fields of logFields) expect(fields).not.toMatch(new RegExp(`\\b${name}\\b`))
  })

  it('the built code no longer spells them', () => {
    const code = dist
      .filter((f) => f.endsWith('.js') || f.endsWith('.cjs'))
      .map(read)
      .join('\n')
    for (const name of names) expect(code).not.toMatch(new RegExp(`\\.${name}\\b`))
  })
})
