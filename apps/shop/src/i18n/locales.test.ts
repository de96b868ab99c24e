import { MESSAGE_KEYS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, resolveLanguage } from './languages'
import { loadTranslation } from './load-translation'
import { TRANSLATIONS } from './resources'

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

const union = [...new Set(LANGUAGES.flatMap((code) => leafKeys(TRANSLATIONS[code])))].sort()

describe('translations', () => {
  it.each(LANGUAGES)('%s has every key that another language has, and no extra', (code) => {
    const own = new Set(leafKeys(TRANSLATIONS[code]))
    expect(union.filter((key) => !own.has(key))).toEqual([])
    expect([...own].filter((key) => key.endsWith('<not a string>'))).toEqual([])
  })

  it.each(LANGUAGES)('%s has no empty strings', (code) => {
    expect(leafValues(TRANSLATIONS[code]).filter((text) => text.trim() === '')).toEqual([])
  })

  it.each(LANGUAGES)('%s translates every api-client message key', (code) => {
    const own = new Set(leafKeys(TRANSLATIONS[code]))
    expect(MESSAGE_KEYS.filter((key) => !own.has(key))).toEqual([])
  })

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of English', (code) => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    const english = new Map(
      leafKeys(TRANSLATIONS.en).map((key) => [
        key,
        key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], TRANSLATIONS.en),
      ]),
    )
    for (const key of union) {
      const text = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], TRANSLATIONS[code])
      expect({ key, placeholders: placeholders(String(text)) }).toEqual({
        key,
        placeholders: placeholders(String(english.get(key))),
      })
    }
  })

  it('non-English languages differ from English on visible titles', () => {
    for (const code of LANGUAGES.filter((c) => c !== 'en')) {
      expect(TRANSLATIONS[code].title.home).not.toBe(TRANSLATIONS.en.title.home)
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

describe('loadTranslation', () => {
  it('loads every language on demand, English included, with the same strings as the table', async () => {
    for (const code of LANGUAGES) expect(await loadTranslation(code)).toEqual(TRANSLATIONS[code])
  })
})
