import { describe, expect, it } from 'vitest'
import { headlinePrice } from './headline-price'

// /detail/146/9 in issue #46: $873.79 shown with no "from", 128 GB / Blue charged $917.48.
const SKUS = [
  { id: 1, specValues: ['64 GB', 'Black'], stock: 3, priceCents: 87_379 },
  { id: 2, specValues: ['64 GB', 'Blue'], stock: 3, priceCents: 87_379 },
  { id: 3, specValues: ['128 GB', 'Black'], stock: 3, priceCents: 91_748 },
  { id: 4, specValues: ['128 GB', 'Blue'], stock: 0, priceCents: 91_748 },
]

describe('headlinePrice', () => {
  it.each([
    ['nothing chosen: from the lowest', [null, null], { kind: 'from', minCents: 87_379, maxCents: 91_748 }],
    ['one option that fixes the price', ['128 GB', null], { kind: 'exact', cents: 91_748 }],
    ['one option that leaves a range', [null, 'Blue'], { kind: 'from', minCents: 87_379, maxCents: 91_748 }],
    ['128 GB / Blue: its own price (sold out or not)', ['128 GB', 'Blue'], { kind: 'exact', cents: 91_748 }],
    ['64 GB / Black', ['64 GB', 'Black'], { kind: 'exact', cents: 87_379 }],
  ] as const)('%s', (_name, selection, expected) => {
    expect(headlinePrice(87_379, SKUS, selection)).toEqual(expected)
  })

  it('is the product price when the SKUs all cost the same or there are none', () => {
    const same = SKUS.map((sku) => ({ ...sku, priceCents: 500 }))
    expect(headlinePrice(500, same, [null, null])).toEqual({ kind: 'exact', cents: 500 })
    expect(headlinePrice(700, [], [])).toEqual({ kind: 'exact', cents: 700 })
  })
})
