import { describe, expect, it } from 'vitest'
import { computeWithdrawal } from './withdrawal-charge.js'

describe('withdrawal service charge (integer cents)', () => {
  it.each<[number, number, number, number, number]>([
    // amount, bps, min, charge, arrival
    [10_000, 100, 0, 100, 9_900],
    [10_050, 100, 0, 101, 9_949],
    [100, 100, 200, 100, 0],
    [1_000, 0, 0, 0, 1_000],
    [1_000, 150, 50, 50, 950],
  ])('withdraw %i at %i bps (min %i): charge %i, arrival %i', (amount, bps, min, charge, arrival) => {
    expect(computeWithdrawal(amount, { serviceChargeBps: bps, minServiceChargeCents: min })).toEqual({
      serviceChargeCents: charge,
      actualArrivalCents: arrival,
    })
  })
})
