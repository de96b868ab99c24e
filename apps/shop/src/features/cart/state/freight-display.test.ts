import { describe, expect, it } from 'vitest'
import { displayFreightCents } from './freight-display'

describe('displayFreightCents (server rule: $8 per shop order, free from $99 of goods)', () => {
  it.each([
    [0, 800],
    [1, 800],
    [9_899, 800],
    [9_900, 0],
    [25_000, 0],
  ])('goods %i cents -> freight %i cents', (goods, freight) => {
    expect(displayFreightCents(goods)).toBe(freight)
  })

  it('follows the rule it is given', () => {
    expect(displayFreightCents(50, { flatCents: 100, freeFromGoodsCents: 50 })).toBe(0)
  })
})
