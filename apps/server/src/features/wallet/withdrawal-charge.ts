import type { WithdrawalRule } from '@crossmart/api-client'

/**
 * The withdrawal service charge (README "Withdrawal service charge"): 1% of the amount rounded half
 * up, at least $1.00, never more than the amount; computed by the contract's `computeWithdrawal`, so
 * the preview the app shows and the charge taken are the same number.
 */
export const WITHDRAWAL_RULE: WithdrawalRule = { serviceChargeBps: 100, minServiceChargeCents: 100 }
