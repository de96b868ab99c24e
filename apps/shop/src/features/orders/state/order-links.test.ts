import { describe, expect, it } from 'vitest'
import { parseProductIds, refundParams } from './order-links'

describe('order links', () => {
  it('builds the refund route parameters from an order', () => {
    expect(
      refundParams({
        id: 5,
        orderSn: 'SN1',
        items: [{ productId: 3 }, { productId: 4 }, { productId: 3 }],
        totalCents: 2_599,
      }),
    ).toEqual({ id: '5', sn: 'SN1', product_ids: '3,4', amount: '2599' })
  })

  it.each([
    ['3,4', [3, 4]],
    ['7', [7]],
    ['', undefined],
    ['3,x', undefined],
    ['0', undefined],
    [undefined, undefined],
  ])('product ids %j -> %j', (value, ids) => {
    expect(parseProductIds(value)).toEqual(ids)
  })
})
