import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  ERROR_DEFAULT_TEXT,
  ERROR_MESSAGE_KEYS,
  MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from './message-keys.js'
import { toValidationIssues } from './parse.js'

const contractDir = fileURLToPath(new URL('.', import.meta.url))

describe('message keys', () => {
  it('are unique and namespaced', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length)
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation\.[a-zA-Z]+$/)
    for (const key of ERROR_MESSAGE_KEYS) expect(key).toMatch(/^error\.[a-zA-Z]+$/)
  })

  it.each([
    ['error.network', 'backend interface connection error'],
    ['error.timeout', 'system interface request timed out'],
    ['error.httpStatus', 'system interface {status} error'],
    ['error.duplicateSubmit', 'data is being processed, do not submit again'],
    ['error.unauthorized', 'please login first'],
  ] as const)('shop-spec §8 wording of %s', (key, text) => {
    expect(ERROR_DEFAULT_TEXT[key]).toBe(text)
  })

  // parse.ts tells a rule's key from zod's own messages by the `validation.` prefix.
  it('every key the contract names is listed', () => {
    const sources = readdirSync(contractDir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'message-keys.ts',
    )
    const named = new Set(
      sources.flatMap((name) =>
        [...readFileSync(`${contractDir}${name}`, 'utf8').matchAll(/['"`](validation\.[A-Za-z][\w.]*)/g)].map(
          (match) => match[1] ?? '',
        ),
      ),
    )
    expect(named.size).toBeGreaterThan(40)
    expect([...named].filter((key) => !(VALIDATION_MESSAGE_KEYS as readonly string[]).includes(key))).toEqual(
      [],
    )
  })

  it("keeps a rule's key and maps zod's own messages to validation.invalid", () => {
    const schema = z.object({
      name: z.string().check(z.minLength(1, { error: 'validation.nameRequired' })),
      age: z.number(),
    })
    const result = z.safeParse(schema, { name: '', age: 'x' })
    expect(result.success).toBe(false)
    const issues = toValidationIssues(result.error?.issues ?? [])
    expect(issues.map(({ path, messageKey }) => ({ path, messageKey }))).toEqual([
      { path: 'name', messageKey: 'validation.nameRequired' },
      { path: 'age', messageKey: 'validation.invalid' },
    ])
  })
})
