import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The shop's /home budget (shop README "Performance budget") relies on its bundler (Rolldown, in Vite) dropping the endpoints
// a page does not import. Rolldown only does so for calls it knows to be pure: the annotations
// below are what makes that happen, so losing one silently grows every page that imports the area.
const contractDir = fileURLToPath(new URL('.', import.meta.url))
const read = (name: string) => readFileSync(`${contractDir}${name}`, 'utf8')
const DEFINE_CALL = /=\s*(\/\*#__PURE__\*\/\s*)?defineEndpoint\(/g
const endpointFiles = readdirSync(contractDir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && read(name).match(DEFINE_CALL) !== null,
)

describe('tree-shaking annotations of the contract', () => {
  it('finds the areas that define endpoints', () => {
    expect(endpointFiles.length).toBeGreaterThanOrEqual(10)
  })

  it.each(endpointFiles)('%s: every defineEndpoint call is annotated #__PURE__', (name) => {
    const unannotated = (read(name).match(DEFINE_CALL) ?? []).filter((call) => !call.includes('#__PURE__'))
    expect(unannotated).toEqual([])
  })

  it.each(['define-endpoint.ts', 'fields.ts', 'input-fields.ts'])(
    '%s: every exported schema factory is marked #__NO_SIDE_EFFECTS__',
    (name) => {
      const lines = read(name).split('\n')
      const factories = lines
        .map((line, index) => ({ line, previous: lines[index - 1] ?? '' }))
        .filter(({ line }) => /^export (function \w+|const \w+ = \()/.test(line))
      expect(factories.length).toBeGreaterThan(0)
      const unmarked = factories.filter(({ previous }) => previous !== '/*#__NO_SIDE_EFFECTS__*/')
      expect(unmarked.map(({ line }) => line)).toEqual([])
    },
  )
})
