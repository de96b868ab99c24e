import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './constants.js'
import { LANGUAGE_ALIASES, resolveLanguage } from './language.js'

describe('resolveLanguage (the Lang value shared by app and server)', () => {
  it.each([
    ['zh-CN', 'zh'], // shop-spec §3: the default stored value means Chinese
    ['ZH-cn', 'zh'],
    [' en ', 'en'],
    ['en-US', 'en'],
    ['ja', 'jp'],
    ['jp', 'jp'],
    ['ko-KR', 'kor'],
    ['th', 'tai'],
    ['tai', 'tai'],
    ['fr', 'en'], // shop-spec §9: anything unknown falls back to en
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    // Issue #45: an Object.prototype key is not a spelling (a plain object's lookup found one).
    ['__proto__', 'en'],
    ['constructor', 'en'],
    ['toString', 'en'],
    ['hasOwnProperty', 'en'],
  ] as const)('%s -> %s', (value, expected) => {
    expect(resolveLanguage(value)).toBe(expected)
  })

  it('maps every language to itself and only to the five languages', () => {
    for (const language of LANGUAGES) expect(resolveLanguage(language)).toBe(language)
    for (const target of Object.values(LANGUAGE_ALIASES)) expect(LANGUAGES).toContain(target)
  })
})
