import { describe, expect, it } from 'vitest'
import { RefusalError } from '../../http/refusal-error'
import { FREIGHT_RULE, freightFor, priceCheckout } from './pricing'

const line = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity })

describe('freight per shop order', () => {
  it.each([
    [0, FREIGHT_RULE.flatCents],
    [9_899, FREIGHT_RULE.flatCents],
    [9_900, 0],
    [50_000, 0],
  ])('goods %i -> freight %i', (goods, freight) => {
    expect(freightFor(goods)).toBe(freight)
  })
})

describe('promo table', () => {
  it.each([
    // [code, goods per order, expected discount per order]
    ['WELCOME10', [line(5_000)], [500]],
    ['welcome10', [line(1_005)], [101]], // half up: 100.5 -> 101; case-insensitive
    ['WELCOME10', [line(50_000)], [2_000]], // capped at $20
    ['SAVE5', [line(3_000)], [500]],
    ['SAVE5', [line(1_000, 3)], [500]],
    ['FREESHIP', [line(1_000)], [FREIGHT_RULE.flatCents]],
    ['FREESHIP', [line(10_000)], [0]], // freight already free
  ] as const)('%s on %j', (code, lines, discounts) => {
    const [price] = priceCheckout([lines], code)
    expect(price!.discountCents).toBe(discounts[0])
    expect(price!.totalCents).toBe(price!.goodsCents + price!.freightCents - price!.discountCents)
    expect(price!.promoCode).toBe(code.toUpperCase())
  })

  it('applies per order: only the orders reaching the minimum get the discount', () => {
    const prices = priceCheckout([[line(2_000)], [line(4_000)]], 'SAVE5')
    expect(prices.map((p) => [p.discountCents, p.promoCode])).toEqual([
      [0, null],
      [500, 'SAVE5'],
    ])
  })

  it('refuses an unknown code and a code no order qualifies for', () => {
    expect(() => priceCheckout([[line(1_000)]], 'NOPE')).toThrow(RefusalError)
    expect(() => priceCheckout([[line(1_000)]], 'SAVE5')).toThrowError(
      expect.objectContaining({ code: 'promo.minimumNotMet' }),
    )
  })

  it('without a code: goods + freight', () => {
    expect(priceCheckout([[line(1_250, 2)]])).toEqual([
      { goodsCents: 2_500, freightCents: 800, discountCents: 0, totalCents: 3_300, promoCode: null },
    ])
  })
})
