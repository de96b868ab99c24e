import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commissionCents, commissionReturned } from './commission'
import { accountShape, byLockOrder, shopAccount } from './money-accounts'

describe('commission (issue #42, server README "Money between accounts")', () => {
  it('takes each line’s rate on its share of the discounted goods, rounded down', () => {
    expect(commissionCents([{ cents: 10_000, bps: 500 }], 10_000)).toBe(500)
    // 5.5 % of $19.99 = 109.945 cents -> 109.
    expect(commissionCents([{ cents: 1_999, bps: 550 }], 1_999)).toBe(109)
    // Two categories: 10 % of $60 and 2 % of $40, on goods discounted from $100 to $90: (600 + 80) x 0.9.
    expect(
      commissionCents(
        [
          { cents: 6_000, bps: 1_000 },
          { cents: 4_000, bps: 200 },
        ],
        9_000,
      ),
    ).toBe(612)
    expect(commissionCents([], 0)).toBe(0)
    expect(commissionCents([{ cents: 500, bps: 10_000 }], 0)).toBe(0)
  })

  it('never exceeds the discounted goods, and is exact for amounts past 2^53 / 10,000', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 0, max: 100_000_000 }),
            bps: fc.integer({ min: 0, max: 10_000 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        (lines, discountPercent) => {
          const goods = lines.reduce((s, l) => s + l.cents, 0)
          const discounted = Math.floor((goods * (100 - discountPercent)) / 100)
          const commission = commissionCents(lines, discounted)
          expect(Number.isSafeInteger(commission)).toBe(true)
          expect(commission).toBeGreaterThanOrEqual(0)
          expect(commission).toBeLessThanOrEqual(discounted)
        },
      ),
    )
  })

  it('returns the refunded share of the commission, all of it on a full refund', () => {
    expect(commissionReturned(500, 5_000, 10_000)).toBe(250)
    expect(commissionReturned(109, 1, 2_499)).toBe(0)
    expect(commissionReturned(109, 2_499, 2_499)).toBe(109)
    expect(commissionReturned(109, 0, 2_499)).toBe(0)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.nat(),
        (total, bps, r) => {
          const commission = Math.floor((total * bps) / 10_000)
          const refunded = r % (total + 1)
          const returned = commissionReturned(commission, refunded, total)
          expect(returned).toBeGreaterThanOrEqual(0)
          expect(returned).toBeLessThanOrEqual(commission)
          // What the shop gives back never exceeds what it received for the refunded part.
          expect(refunded - returned).toBeLessThanOrEqual(refunded)
        },
      ),
    )
  })
})

describe('money accounts', () => {
  it('knows what each code is and refuses one no flow uses', () => {
    expect(accountShape(shopAccount(3, 'owed'))).toMatchObject({
      kind: 'shop_owed',
      shopId: 3,
      mayGoNegative: true,
    })
    expect(accountShape(shopAccount(3, 'available'))).toMatchObject({ mayGoNegative: false })
    expect(accountShape('platform:commission')).toMatchObject({
      kind: 'platform_commission',
      mayGoNegative: false,
    })
    expect(accountShape('outside:bank_out')).toMatchObject({ kind: 'outside', mayGoNegative: true })
    expect(() => accountShape('shop:x:escrow')).toThrow(RangeError)
    expect(() => accountShape('platform:nothing')).toThrow(RangeError)
  })

  it('locks shop accounts before the platform’s and those before the outside', () => {
    const codes = [
      'outside:manual_in',
      'platform:commission',
      'shop:2:escrow',
      'platform:fees',
      'shop:2:available',
    ]
    expect([...codes].sort(byLockOrder)).toEqual([
      'shop:2:available',
      'shop:2:escrow',
      'platform:commission',
      'platform:fees',
      'outside:manual_in',
    ])
  })
})
