import { describe, expect, it } from 'vitest'
import { createRecentSearches, RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX } from './recent-searches'

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('recent searches on the device', () => {
  it('keeps the newest first, once each (case aside), trimmed, at most the maximum', () => {
    const storage = memory()
    const recent = createRecentSearches(storage)
    recent.add(' 手机 ')
    recent.add('Laptop')
    expect(recent.add('laptop')).toEqual(['laptop', '手机'])
    for (let i = 0; i < RECENT_SEARCHES_MAX + 3; i++) recent.add(`k${i}`)
    expect(recent.list()).toHaveLength(RECENT_SEARCHES_MAX)
    expect(recent.list()[0]).toBe(`k${RECENT_SEARCHES_MAX + 2}`)
    // Another visit reads what this one stored.
    expect(createRecentSearches(storage).list()).toEqual(recent.list())
  })

  it('ignores blanks and clears', () => {
    const recent = createRecentSearches(memory())
    expect(recent.add('   ')).toEqual([])
    recent.add('tea')
    expect(recent.clear()).toEqual([])
    expect(recent.list()).toEqual([])
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"a":1}'],
    ['wrong items', '[1, null, "", "ok"]'],
  ])('reads a broken value (%s) as what it can', (_name, stored) => {
    const list = createRecentSearches(memory({ [RECENT_SEARCHES_KEY]: stored })).list()
    expect(list.every((k) => typeof k === 'string' && k !== '')).toBe(true)
  })

  it('keeps working when the storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const recent = createRecentSearches(throwing)
    expect(recent.add('tea')).toEqual(['tea'])
    expect(recent.list()).toEqual([])
  })
})
