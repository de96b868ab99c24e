/**
 * The API reference is generated from the doc comments (TypeDoc, `npm run docs` ->
 * docs/api), and no public export of any entry point may be undocumented. A declaration's own
 * comment counts, and so does a comment on its export specifier in the entry file (see
 * scripts/typedoc-export-comments.js).
 */

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Application, type DeclarationReflection, ReflectionKind } from 'typedoc'
import { describe, expect, it } from 'vitest'
import { exportSpecifierComments, isDocumented } from '../scripts/typedoc-export-comments.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

const EXPORT_KINDS =
  ReflectionKind.Function |
  ReflectionKind.Variable |
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Enum

describe('export specifier comments', () => {
  it('reads the doc comment written before each specifier, not plain comments', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'im-sdk-typedoc-'))
    const file = join(folder, 'entry.ts')
    await writeFile(
      file,
      [
        'export {',
        '  /** The first one.',
        '   * Second line. */',
        '  a,',
        '  // not a doc comment',
        '  b,',
        '  /** C. */ c as d,',
        "} from './x.js'",
        "export * from './y.js'",
      ].join('\n'),
    )
    try {
      expect([...exportSpecifierComments([file])]).toEqual([
        ['a', 'The first one.\nSecond line.'],
        ['d', 'C.'],
      ])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('API reference', () => {
  it('every public export of every entry point has a doc comment', async () => {
    const app = await Application.bootstrapWithPlugins({
      options: join(packageDir, 'typedoc.json'),
      logLevel: 'Error',
    })
    const project = await app.convert()
    expect(project).toBeDefined()
    const exports = project!.getReflectionsByKind(EXPORT_KINDS) as DeclarationReflection[]
    const topLevel = exports.filter((r) =>
      r.parent?.kindOf(ReflectionKind.SomeModule | ReflectionKind.Project),
    )
    expect(topLevel.length).toBeGreaterThan(200)
    const undocumented = topLevel.filter((r) => !isDocumented(r)).map((r) => r.getFullName())
    expect(undocumented).toEqual([])
  }, 180_000)
})
