import { describe, expect, it } from 'vitest'
import { interpolate, resolveLanguage } from './languages'

describe('resolveLanguage', () => {
  it.each([
    ['en', 'en'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['jp', 'jp'],
    ['ja', 'jp'],
    ['kor', 'kor'],
    ['ko-KR', 'kor'],
    ['tai', 'tai'],
    ['th', 'tai'],
    [' EN ', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    // Issue #45: a `Lang` header naming an Object.prototype key is unknown, not the prototype.
    ['__proto__', 'en'],
    ['constructor', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected)
  })
})

describe('interpolate', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(interpolate('try again in {minutes} min {x}', { minutes: 12 })).toBe('try again in 12 min {x}')
  })

  it('fills only the params given, never an inherited property (issue #45)', () => {
    expect(interpolate('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })
})
