import { describe, expect, it } from 'vitest'
import { checkPayoutAmount, payoutBlocker } from './payout-rules'

const account = { bankName: 'Bank of Test', accountName: 'Shop One Ltd', accountNumber: '12345678' }

describe('when a payout can be asked for', () => {
  it.each([
    [{ availableCents: 5_000, payoutAccount: null }, 'noAccount'],
    [{ availableCents: 0, payoutAccount: account }, 'nothingAvailable'],
    [{ availableCents: -300, payoutAccount: account }, 'nothingAvailable'],
    [{ availableCents: 1, payoutAccount: account }, null],
  ])('%j -> %s', (balance, blocker) => {
    expect(payoutBlocker(balance)).toBe(blocker)
  })
})

describe('the amount of a payout', () => {
  it.each([
    ['50', 5_000, { ok: true, cents: 5_000 }],
    ['49.99', 5_000, { ok: true, cents: 4_999 }],
    ['50.01', 5_000, { ok: false, problem: 'moreThanAvailable' }],
    ['0', 5_000, { ok: false, problem: 'amountPositive' }],
    ['0.00', 5_000, { ok: false, problem: 'amountPositive' }],
    ['', 5_000, { ok: false, problem: 'amountInvalid' }],
    ['1.234', 5_000, { ok: false, problem: 'amountInvalid' }],
  ])('%j of %d available -> %j', (text, available, expected) => {
    expect(checkPayoutAmount(text, available)).toEqual(expected)
  })
})
