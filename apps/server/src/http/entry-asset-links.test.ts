import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createEntryAssetLinks, entryAssetLinks, readEntryAssetLinks } from './entry-asset-links'

const dirs: string[] = []
function distWith(manifest: string | null): string {
  const dir = path.join(tmpdir(), `crossmart-links-${process.pid}-${dirs.length}`)
  dirs.push(dir)
  mkdirSync(path.join(dir, '.vite'), { recursive: true })
  if (manifest !== null) writeFileSync(path.join(dir, '.vite', 'manifest.json'), manifest)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const entry = (file: string, css?: string[]) =>
  JSON.stringify({ 'index.html': { file, isEntry: true, ...(css ? { css } : {}) } })

describe('entryAssetLinks', () => {
  it('lists the stylesheets first, then the entry module, under the base, with crossorigin', () => {
    expect(entryAssetLinks({ file: 'assets/i-1.js', css: ['assets/a-1.css', 'assets/b-2.css'] }, '/console/')).toBe(
      '</console/assets/a-1.css>; rel=preload; as=style; crossorigin, ' +
        '</console/assets/b-2.css>; rel=preload; as=style; crossorigin, ' +
        '</console/assets/i-1.js>; rel=modulepreload; crossorigin',
    )
  })

  it('escapes what a header cannot carry', () => {
    expect(entryAssetLinks({ file: 'assets/a b>,;.js' }, '/')).toBe('</assets/a%20b%3E%2C%3B.js>; rel=modulepreload; crossorigin')
  })
})

describe('readEntryAssetLinks', () => {
  it('reads the HTML entry of the manifest', async () => {
    expect(await readEntryAssetLinks(distWith(entry('assets/i-1.js')), '/')).toBe(
      '</assets/i-1.js>; rel=modulepreload; crossorigin',
    )
  })

  it.each([
    ['no manifest', null],
    ['not JSON', '{"index.html":'],
    ['no HTML entry', JSON.stringify({ 'src/main.tsx': { file: 'assets/m.js', isEntry: true } })],
    ['an entry without its file', JSON.stringify({ 'index.html': { isEntry: true } })],
    ['css that is not a list of names', JSON.stringify({ 'index.html': { file: 'a.js', isEntry: true, css: [1] } })],
    ['not an entry', JSON.stringify({ 'index.html': { file: 'a.js' } })],
    ['null', 'null'],
  ])('is null for %s: the page goes out without the hint', async (_case, manifest) => {
    expect(await readEntryAssetLinks(distWith(manifest), '/')).toBeNull()
  })
})

describe('createEntryAssetLinks', () => {
  it('reads the manifest once per index.html, again after a rebuild', async () => {
    const dir = distWith(entry('assets/i-1.js'))
    const links = createEntryAssetLinks(dir, '/')
    expect(await links('<html>build 1</html>')).toContain('i-1.js')
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), entry('assets/i-2.js'))
    // Same index.html: the same build, no second read.
    expect(await links('<html>build 1</html>')).toContain('i-1.js')
    expect(await links('<html>build 2</html>')).toContain('i-2.js')
  })
})
