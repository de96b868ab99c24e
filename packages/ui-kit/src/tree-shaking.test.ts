// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The shop's /home budget (apps/shop/README.md, "Performance budget") relies on its bundler dropping the components a page does not
// use. The ESM dist is one file per module (tsup bundle: false) and package.json declares only the
// stylesheet as a side effect, so an unused module is dropped whole; within a used module, a call
// at module level is kept unless annotated #__PURE__ (esbuild carries the annotation into dist).
const srcDir = fileURLToPath(new URL('.', import.meta.url))
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  sideEffects: unknown
}
const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  (name) =>
    /\.tsx?$/.test(name) &&
    !/\.test\.tsx?$/.test(name) &&
    name !== 'test-setup.ts' &&
    !name.startsWith(`test-support${sep}`),
)
/** A module-level binding initialised by a call (`const X = f(...)`, `= new X(...)`). */
const MODULE_LEVEL_CALL =
  /^(?:export )?(?:const|let|var) [^=]+= (\/\*#__PURE__\*\/ )?(?:new )?[A-Za-z_$][\w$.]*(?:<.*>)?\(/

describe('tree-shaking of the ESM dist', () => {
  it('declares only the stylesheet as a side effect', () => {
    expect(packageJson.sideEffects).toEqual(['*.css'])
  })

  it('finds the source modules', () => {
    expect(sourceFiles.length).toBeGreaterThanOrEqual(30)
  })

  it.each(sourceFiles)('%s: every module-level call is annotated #__PURE__', (name) => {
    const calls = readFileSync(`${srcDir}${name}`, 'utf8')
      .split('\n')
      .filter((line) => MODULE_LEVEL_CALL.test(line))
    expect(calls.filter((line) => !line.includes('/*#__PURE__*/'))).toEqual([])
  })
})
