/**
 * What a team installing the tarball gets. The license file and metadata are there, the
 * documents are in `files`, and the built JavaScript carries no source maps (they pointed at src/,
 * which is not published). Needs `dist/` (the package's `test` task builds first).
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  license: string
  repository: { type: string; url: string; directory: string }
  homepage: string
  files: string[]
}

describe('package metadata', () => {
  it('is MIT with a LICENSE file, a repository and a homepage', () => {
    expect(pkg.license).toBe('MIT')
    const license = readFileSync(join(packageDir, 'LICENSE'), 'utf8')
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /)
    expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS"')
    expect(pkg.repository).toMatchObject({ type: 'git', directory: 'packages/im-sdk' })
    expect(pkg.repository.url).toMatch(/^git\+https:\/\/.+\.git$/)
    expect(pkg.homepage).toMatch(/^https:\/\//)
  })

  it('publishes the built files and the documents, all of which exist', () => {
    expect(pkg.files).toEqual(['dist', 'README.md', 'MIGRATION.md', 'LICENSE'])
    for (const file of pkg.files) expect(existsSync(join(packageDir, file)), file).toBe(true)
  })
})

describe('built files', () => {
  const files = existsSync(join(packageDir, 'dist')) ? readdirSync(join(packageDir, 'dist')) : []
  it('exist (build first)', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(3)
  })
  it('carry no source maps and no references to them', () => {
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([])
    for (const file of files.filter((f) => /\.(c|m)?js$/.test(f))) {
      expect(readFileSync(join(packageDir, 'dist', file), 'utf8'), file).not.toContain('sourceMappingURL')
    }
  })
})
