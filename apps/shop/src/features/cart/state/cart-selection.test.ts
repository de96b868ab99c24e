import { describe, expect, it } from 'vitest'
import { cartItem, cartOf } from '../../../test-support/commerce-data'
import { isAllSelected, isSelectable, isShopSelected, selectedCartIds, selectedShops } from './cart-selection'

const cart = cartOf([
  {
    shopId: 1,
    shopName: 'A',
    items: [cartItem(1, { selected: true }), cartItem(2, { selected: true, available: false })],
  },
  { shopId: 2, shopName: 'B', items: [cartItem(3), cartItem(4, { selected: true, stock: 0 })] },
])

describe('cart selection', () => {
  it.each([
    [cartItem(1), true],
    [cartItem(1, { available: false }), false],
    [cartItem(1, { stock: 0 }), false],
  ])('isSelectable(%o) = %s', (item, expected) => {
    expect(isSelectable(item)).toBe(expected)
  })

  it('a shop is selected when its selectable lines all are; unavailable lines do not count', () => {
    expect(isShopSelected(cart.shops[0]!)).toBe(true)
    expect(isShopSelected(cart.shops[1]!)).toBe(false)
    expect(isShopSelected({ ...cart.shops[0]!, items: [cartItem(9, { available: false })] })).toBe(false)
  })

  it('all is selected only when every selectable line is', () => {
    expect(isAllSelected(cart)).toBe(false)
    const everything = cartOf([{ shopId: 1, shopName: 'A', items: [cartItem(1, { selected: true })] }])
    expect(isAllSelected(everything)).toBe(true)
    expect(isAllSelected(cartOf([]))).toBe(false)
  })

  it('orders only the selected, selectable lines, grouped by shop', () => {
    expect(selectedShops(cart).map((s) => [s.shopId, s.items.map((i) => i.id)])).toEqual([[1, [1]]])
    expect(selectedCartIds(cart)).toEqual([1])
  })
})
