import { describe, expect, it } from 'vitest'
import { negotiateLanguage, parseAcceptLanguage } from './language-negotiation.js'

describe('parseAcceptLanguage (RFC 9110 §12.5.4)', () => {
  it.each([
    ['th-TH,th;q=0.9,en-US;q=0.8,en;q=0.7', ['th-TH', 'th', 'en-US', 'en']],
    ['en;q=0.5, ja', ['ja', 'en']],
    ['fr, ko;q=0.9, de;q=0.9', ['fr', 'ko', 'de']], // ties keep the written order
    ['ko;q=0, en', ['en']], // q=0: not acceptable
    ['*', ['*']],
    ['en;q=abc', []],
    ['', []],
    [null, []],
    [undefined, []],
    [`${'a'.repeat(1100)}`, []],
  ] as const)('%s -> %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected)
  })
})

describe('negotiateLanguage (issue #31: the first visit follows the browser)', () => {
  it.each([
    [['th-TH', 'th', 'en'], 'tai'],
    [['ja-JP'], 'jp'],
    [['ko'], 'kor'],
    [['zh-TW'], 'zh'],
    [['zh-Hant-HK'], 'zh'], // primary subtag
    [['en-AU'], 'en'],
    [['fr-FR', 'de', 'ko-KR'], 'kor'], // the first of the five in preference order
    [['*', 'en'], 'en'],
    [['fr', 'de'], null], // none of the five: the caller keeps the spec's default
    [[], null],
    // Issue #45: Object.prototype keys name no language (the whole tag, then its primary subtag).
    [['__proto__'], null],
    [['constructor-x', 'valueOf'], null],
    [['__proto__', 'ja'], 'jp'],
  ] as const)('%j -> %s', (preferred, expected) => {
    expect(negotiateLanguage(preferred)).toBe(expected)
  })
})
