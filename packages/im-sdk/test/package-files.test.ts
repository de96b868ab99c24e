/**
 * What a team installing the tarball gets. The license file and metadata are there, the
 * documents are in `files`, and every source map of the built JavaScript points at files the package
 * ships (src/, tests left out), so a debugger shows our TypeScript. Needs `dist/` (the package's
 * `test` task builds first).
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
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
    expect(pkg.files).toEqual([
      'dist',
      'src',
      '!src/**/*.test.ts',
      '!src/**/test-helpers.ts',
      'README.md',
      'MIGRATION.md',
      'LICENSE',
    ])
    for (const file of pkg.files.filter((f) => !f.startsWith('!')))
      expect(existsSync(join(packageDir, file)), file).toBe(true)
  })
})

describe('built files', () => {
  const files = existsSync(join(packageDir, 'dist')) ? readdirSync(join(packageDir, 'dist')) : []
  it('exist (build first)', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(3)
  })
  it('have source maps whose sources are shipped files (src/, no tests)', () => {
    const scripts = files.filter((f) => /\.(c|m)?js$/.test(f))
    expect(scripts.length).toBeGreaterThan(3)
    for (const file of scripts) {
      const code = readFileSync(join(packageDir, 'dist', file), 'utf8')
      expect(code, file).toContain(`//# sourceMappingURL=${file}.map`)
      const map = JSON.parse(readFileSync(join(packageDir, 'dist', `${file}.map`), 'utf8')) as {
        sources: string[]
      }
      // A file that only re-exports a chunk maps to no source of its own.
      for (const source of map.sources) {
        const path = resolve(packageDir, 'dist', source)
        expect(relative(packageDir, path), `${file} -> ${source}`).toMatch(/^src\/.+\.ts$/)
        expect(path, `${file} -> ${source}`).not.toMatch(/\.test\.ts$|test-helpers\.ts$/)
        expect(existsSync(path), `${file} -> ${source}`).toBe(true)
      }
    }
  })
})
