import { describe, expect, it } from 'vitest'
import { firstViewLanguage } from './first-view-language'

describe('firstViewLanguage (issue #31: the cookie, else the browser, else the spec default)', () => {
  it.each([
    // The shopper's choice wins over the browser's.
    ['en', 'th-TH,th;q=0.9', 'en'],
    ['zh-CN', undefined, 'zh-CN'],
    // A first visit follows Accept-Language when it names one of the five languages.
    [undefined, 'th-TH,th;q=0.9,en;q=0.8', 'tai'],
    [undefined, 'ja', 'jp'],
    [undefined, 'fr-FR,fr;q=0.9,ko;q=0.5', 'kor'],
    // None of the five, or no header: null, which renders the spec's default (zh-CN).
    [undefined, 'fr-FR,de;q=0.8', null],
    [undefined, undefined, null],
    ['', 'en-GB', 'en'],
    // Issue #45: an Object.prototype key names no language (it made rendering throw).
    [undefined, '__proto__', null],
    [undefined, 'constructor, toString;q=0.5', null],
  ] as const)('cookie %s, Accept-Language %s -> %s', (cookie, accept, expected) => {
    expect(firstViewLanguage(cookie, accept)).toBe(expected)
  })
})
