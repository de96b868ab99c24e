import { describe, expect, it } from 'vitest'
import { isVisibleTo, mentionsUser } from './mention.js'
import { fillPlaceholders, isSystemContentType } from './system.js'

describe('system messages (chat-spec §3, §9: types 1000-2000, {n} placeholders)', () => {
  it.each([
    [999, false],
    [1000, true],
    [1500, true],
    [2000, true],
    [2001, false],
    [1000.5, false],
  ])('isSystemContentType(%d) = %s', (type, expected) => {
    expect(isSystemContentType(type)).toBe(expected)
  })
  it.each([
    ['{0} added {1}', [{ name: 'A' }, { name: 'B' }], 'A added B'],
    ['{1} and {0} and {1}', [{ name: 'A' }, { name: 'B' }], 'B and A and B'],
    ['{0} joined, {2} left', [{ name: 'A' }], 'A joined, {2} left'],
    ['{0} x', [{ uid: 'u' }], '{0} x'],
    ['no placeholders', [{ name: 'A' }], 'no placeholders'],
    ['{0}', undefined, '{0}'],
  ])('%s', (template, extra, expected) => {
    expect(fillPlaceholders(template, extra)).toBe(expected)
  })
})

describe('visibility (chat-spec §5)', () => {
  it.each([
    [{}, true],
    [{ visibles: [] }, true],
    [{ visibles: ['me'] }, true],
    [{ visibles: ['other'] }, false],
    [{ invisibles: ['me'] }, false],
    [{ invisibles: ['other'] }, true],
    [{ visibles: ['me'], invisibles: ['me'] }, false],
    [{ visibles: [], invisibles: [] }, true],
  ])('%j -> %s', (content, expected) => {
    expect(isVisibleTo(content, 'me')).toBe(expected)
  })
})

describe('mentions (chat-spec §3: all = 1, uids)', () => {
  it.each([
    [{}, false],
    [{ mention: { all: 1 as const } }, true],
    [{ mention: { all: 0 as const } }, false],
    [{ mention: { uids: ['me'] } }, true],
    [{ mention: { uids: ['x'] } }, false],
  ])('%j -> %s', (content, expected) => {
    expect(mentionsUser(content, 'me')).toBe(expected)
  })
})
