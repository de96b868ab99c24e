import { describe, expect, it } from 'vitest'
import { hasMorePages } from './use-paged-list'

describe('hasMorePages', () => {
  it.each([
    [10, 25, 10, 10, true],
    [25, 25, 5, 10, false],
    [20, 20, 10, 10, false],
    [0, 0, 0, 10, false],
    // the server returned a short page although total says more: stop rather than loop
    [12, 30, 2, 10, false],
  ])('loaded %i of %i (last page %i, limit %i) -> %s', (loaded, total, last, limit, expected) => {
    expect(hasMorePages(loaded, total, last, limit)).toBe(expected)
  })
})

describe('sameDeps', () => {
  it('compares by identity, element by element', async () => {
    const { sameDeps } = await import('./same-deps')
    const api = {}
    expect(sameDeps(null, [api])).toBe(false)
    expect(sameDeps([api, 1], [api, 1])).toBe(true)
    expect(sameDeps([api, 1], [api, 2])).toBe(false)
    expect(sameDeps([{}], [{}])).toBe(false)
    expect(sameDeps([api], [api, undefined])).toBe(false)
  })
})
