import type { ShopBalance } from '@crossmart/api-client'
import { dollarsToCents } from '../../lib/money-input'

/** Why no payout can be asked for at all (the form is disabled and says so). */
export type PayoutBlocker = 'noAccount' | 'nothingAvailable'

/**
 * Issue #42: a payout goes to the shop's bank account and takes only the available balance (money
 * still in escrow, or owed after a refund, cannot be paid out).
 */
export function payoutBlocker(
  balance: Pick<ShopBalance, 'availableCents' | 'payoutAccount'>,
): PayoutBlocker | null {
  if (!balance.payoutAccount) return 'noAccount'
  if (balance.availableCents <= 0) return 'nothingAvailable'
  return null
}

export type AmountCheck =
  | { ok: true; cents: number }
  | { ok: false; problem: 'amountInvalid' | 'amountPositive' | 'moreThanAvailable' }

/** The amount typed (dollars) against the available balance, before anything is sent. */
export function checkPayoutAmount(text: string, availableCents: number): AmountCheck {
  const cents = dollarsToCents(text)
  if (cents === null) return { ok: false, problem: 'amountInvalid' }
  if (cents <= 0) return { ok: false, problem: 'amountPositive' }
  if (cents > availableCents) return { ok: false, problem: 'moreThanAvailable' }
  return { ok: true, cents }
}
