import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findUndefinedCustomProperties, type SourceText } from './css-custom-properties.js'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
/** Where the shop, the console and the ui-kit keep their stylesheets and components. */
const SOURCE_DIRS = ['apps/shop/src', 'apps/console/src', 'packages/ui-kit/src']

function sourcesEndingWith(extensions: readonly string[]): SourceText[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter(
        (name) => extensions.some((extension) => name.endsWith(extension)) && !name.includes('node_modules'),
      )
      .map((name) => {
        const path = join(repoRoot, dir, name)
        return { path: relative(repoRoot, path), text: readFileSync(path, 'utf8') }
      }),
  )
}

describe('findUndefinedCustomProperties', () => {
  const theme = {
    path: 'theme.css',
    text: ':root { --cm-color-bg: #fff; }\n@media (x) { :root { --dark: 1 } }',
  }
  it.each([
    ['a declared token', '.a { color: var(--cm-color-bg); }', []],
    ['a token declared in another stylesheet', '.a { opacity: var(--dark); }', []],
    [
      'an undeclared token',
      '.a {\n  color: var(--cm-color-background);\n}',
      [{ name: '--cm-color-background', line: 2 }],
    ],
    [
      'an undeclared token with a fallback (the wallet bug)',
      '.a { background: var(--cm-color-background, #f7f7f7); }',
      [{ name: '--cm-color-background', line: 1 }],
    ],
    ['a use inside a comment', '/* var(--gone) */ .a { color: red; }', []],
    [
      'a declaration inside a comment does not count',
      '/* --gone: 1; */\n.a { color: var(--gone); }',
      [{ name: '--gone', line: 2 }],
    ],
  ])('%s', (_name, text, expected) => {
    const found = findUndefinedCustomProperties([theme, { path: 'a.css', text }])
    expect(found.map(({ name, line }) => ({ name, line }))).toEqual(expected)
  })

  it('excuses a fallback only for a name a component sets inline', () => {
    const css = { path: 'a.css', text: '.a { width: var(--bar-width, 0); height: var(--bar-height); }' }
    const script = {
      path: 'bar.tsx',
      text: "<div style={{ '--bar-width': '5px', '--bar-height': '1px' }} />",
    }
    expect(findUndefinedCustomProperties([css], [script]).map((use) => use.name)).toEqual(['--bar-height'])
  })
})

// Issue #46: the shop's, the console's and the ui-kit's stylesheets use only tokens they declare.
describe('the stylesheets of the shop, the console and the ui-kit', () => {
  const stylesheets = sourcesEndingWith(['.css'])
  const scripts = sourcesEndingWith(['.ts', '.tsx']).filter((source) => !/\.test\.tsx?$/.test(source.path))

  it('are found', () => {
    expect(stylesheets.length).toBeGreaterThan(20)
  })

  it('use no custom property that nothing defines', () => {
    const found = findUndefinedCustomProperties(stylesheets, scripts)
    expect(found.map(({ path, line, name }) => `${path}:${line} ${name}`)).toEqual([])
  })
})
