import { MESSAGE_KEYS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { messageI18nKey } from '../lib/error-message'
import { STRINGS } from '../test-support/all-strings'
import { LANGUAGES, resolveLanguage } from './languages'
import { loadStrings } from './load-strings'
import { NAMESPACES } from './namespaces'

/** Dotted paths of every string leaf. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  if (value === null || typeof value !== 'object') return [`${prefix}<not a string>`]
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
}

function leafValues(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  return Object.values(value as object).flatMap(leafValues)
}

/** Every language's keys as i18next sees them: `namespace:dotted.path`. */
function keysOf(code: (typeof LANGUAGES)[number]): string[] {
  return NAMESPACES.flatMap((namespace) =>
    leafKeys(STRINGS[code][namespace]).map((key) => `${namespace}:${key}`),
  )
}

function textAt(code: (typeof LANGUAGES)[number], key: string): unknown {
  const [namespace = '', path = ''] = key.split(':')
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], STRINGS[code][namespace as 'core'])
}

const union = [...new Set(LANGUAGES.flatMap(keysOf))].sort()

describe('translations, every namespace', () => {
  it('covers every namespace in every language', () => {
    for (const code of LANGUAGES) expect(Object.keys(STRINGS[code]).sort()).toEqual([...NAMESPACES].sort())
    expect(union.some((key) => key.startsWith('chat:'))).toBe(true)
  })

  it.each(LANGUAGES)('%s has every key that another language has, and no extra', (code) => {
    const own = new Set(keysOf(code))
    expect(union.filter((key) => !own.has(key))).toEqual([])
    expect([...own].filter((key) => key.endsWith('<not a string>'))).toEqual([])
  })

  it.each(LANGUAGES)('%s has no empty strings', (code) => {
    expect(leafValues(STRINGS[code]).filter((text) => text.trim() === '')).toEqual([])
  })

  it.each(LANGUAGES)('%s translates every api-client message key', (code) => {
    // validation.<rule> lives in the validation namespace, error.<name> in core.
    const own = new Set(keysOf(code))
    const asI18n = (key: string) => (key.includes(':') ? key : `core:${key}`)
    expect(MESSAGE_KEYS.filter((key) => !own.has(asI18n(messageI18nKey(key))))).toEqual([])
  })

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (code) => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    for (const key of union) {
      expect({ key, placeholders: placeholders(String(textAt(code, key))) }).toEqual({
        key,
        placeholders: placeholders(String(textAt('en', key))),
      })
    }
  })

  it('non-English languages differ from English on visible titles', () => {
    for (const code of LANGUAGES.filter((c) => c !== 'en')) {
      expect(STRINGS[code].core.title.home).not.toBe(STRINGS.en.core.title.home)
    }
  })
})

describe('resolveLanguage (shop-spec §3/§9)', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['en', 'en'],
    ['jp', 'jp'],
    ['ja', 'jp'],
    ['kor', 'kor'],
    ['tai', 'tai'],
    ['th', 'tai'],
    ['fr', 'en'],
    [null, 'en'],
    ['', 'en'],
  ] as const)('%s -> %s', (stored, expected) => {
    expect(resolveLanguage(stored)).toBe(expected)
  })
})

describe('loadStrings', () => {
  it('loads every namespace of every language on demand, English included, as in the sources', async () => {
    for (const code of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        expect(await loadStrings(code, namespace)).toEqual(STRINGS[code][namespace])
      }
    }
  })
})
