import { describe, expect, it } from 'vitest'
import { createLanguageStorage, type KeyValueStorage } from './language-storage'

function memory(initial: Record<string, string> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  }
}

describe('language storage (shop-spec §3, issue #31)', () => {
  it.each([
    // A stored choice wins over the browser's languages.
    [{ Lang: 'en' }, ['th-TH'], 'en'],
    // A first visit follows the browser when it names one of the five languages.
    [{}, ['th-TH', 'th', 'en'], 'tai'],
    [{}, ['fr-FR', 'ja'], 'jp'],
    // Else the spec's default stored value.
    [{}, ['fr-FR', 'de'], 'zh-CN'],
    [{}, [], 'zh-CN'],
  ] as const)('stored %j, browser %j -> %s', (stored, browser, expected) => {
    expect(createLanguageStorage(memory(stored), undefined, browser).read()).toBe(expected)
  })

  it('keeps the first visit choice when storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('disabled')
      },
      setItem: () => undefined,
    }
    expect(createLanguageStorage(broken, undefined, ['ko-KR']).read()).toBe('kor')
  })

  it('writes localStorage and mirrors the Lang cookie', () => {
    const storage = memory()
    const doc = { cookie: '' }
    createLanguageStorage(storage, doc).write('tai')
    expect(storage.values.get('Lang')).toBe('tai')
    expect(doc.cookie).toMatch(/^Lang=tai; /)
  })
})
