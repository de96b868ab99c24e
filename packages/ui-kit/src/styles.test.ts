// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundleStyles, listedStylesheets } from '../bundle-styles.js'

// The shop loads one stylesheet, dist/styles.css, built from the per-component files that
// src/styles.css lists; a file missing from the list would silently lose its component's styles.
const srcDir = fileURLToPath(new URL('.', import.meta.url))
const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css') && name !== 'styles.css')
  .map((name) => `./${name.split('\\').join('/')}`)
const listed = listedStylesheets(readFileSync(`${srcDir}styles.css`, 'utf8'))

describe('the shipped stylesheet', () => {
  it('lists every component stylesheet exactly once', () => {
    expect([...listed].sort()).toEqual([...stylesheets].sort())
  })

  it('opens with the theme and closes with motion, so reduced motion wins over every component', () => {
    expect(listed[0]).toBe('./theme/theme.css')
    expect(listed.at(-1)).toBe('./theme/motion.css')
  })

  it('holds every listed file, in the listed order, and nothing else', async () => {
    const bundle = await bundleStyles(srcDir)
    const contents = listed.map((path) => readFileSync(`${srcDir}${path}`, 'utf8').trimEnd())
    let from = 0
    for (const content of contents) {
      const at = bundle.indexOf(content, from)
      expect(at).toBeGreaterThanOrEqual(from)
      from = at + content.length
    }
    expect(bundle.replace(/\s+/g, '')).toBe(contents.join('').replace(/\s+/g, ''))
    expect(bundle).not.toContain('@import')
  })
})
