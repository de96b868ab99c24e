import { describe, expect, it } from 'vitest'
import { createRecentIds } from './dedupe.js'

describe('recent ids', () => {
  it('remembers ids up to its capacity, forgetting the oldest first', () => {
    const ids = createRecentIds(3)
    expect(['a', 'b', 'c'].map((id) => ids.seen(id))).toEqual([false, false, false])
    expect(ids.seen('a')).toBe(true)
    expect(ids.seen('d')).toBe(false)
    expect(ids.size).toBe(3)
    expect(ids.has('a')).toBe(false)
    expect(ids.has('d')).toBe(true)
  })
})
