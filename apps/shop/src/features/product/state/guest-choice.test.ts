import { describe, expect, it } from 'vitest'
import { formatGuestChoice, parseGuestChoice, selectionOf, withGuestChoice } from './guest-choice'

const skus = [
  { id: 7, specValues: ['128 GB', 'Blue'], stock: 3, priceCents: 91748 },
  { id: 8, specValues: ['256 GB', 'Blue'], stock: 0, priceCents: 99900 },
]

describe("a guest's option choice across login (issue #46)", () => {
  it('round-trips through the URL', () => {
    const choice = { skuId: 7, quantity: 2, purpose: 'buy' } as const
    expect(parseGuestChoice(formatGuestChoice(choice))).toEqual(choice)
    expect(parseGuestChoice('0-1-cart')).toEqual({ skuId: undefined, quantity: 1, purpose: 'cart' })
  })

  it.each([undefined, '', '7-0-cart', '7-2-sell', 'x-1-cart', '7-2-cart-extra'])('ignores %j', (text) => {
    expect(parseGuestChoice(text)).toBeUndefined()
  })

  it("gives the SKU's values back, the quantity capped at its stock", () => {
    expect(selectionOf(skus, 2, { skuId: 7, quantity: 5, purpose: 'cart' })).toEqual({
      selection: ['128 GB', 'Blue'],
      quantity: 3,
    })
    expect(selectionOf([], 0, { skuId: undefined, quantity: 2, purpose: 'buy' })).toEqual({
      selection: [],
      quantity: 2,
    })
  })

  it('drops a SKU that is sold out or not this product', () => {
    expect(selectionOf(skus, 2, { skuId: 8, quantity: 1, purpose: 'cart' })).toBeUndefined()
    expect(selectionOf(skus, 2, { skuId: 99, quantity: 1, purpose: 'cart' })).toBeUndefined()
    expect(selectionOf(skus, 2, { skuId: undefined, quantity: 1, purpose: 'cart' })).toBeUndefined()
  })

  it('sets the choice in the way back, keeping the rest of the query', () => {
    expect(withGuestChoice('/detail/146/9?from=search', { skuId: 7, quantity: 2, purpose: 'cart' })).toBe(
      '/detail/146/9?from=search&choice=7-2-cart',
    )
    expect(withGuestChoice('/detail/146/9?choice=1-1-buy', { skuId: 7, quantity: 1, purpose: 'cart' })).toBe(
      '/detail/146/9?choice=7-1-cart',
    )
  })
})
