import { BILL_TYPE, type BillRemarkCode, RECHARGE_METHOD, WITHDRAW_TYPE } from '@crossmart/api-client'
import type { Transaction } from '../../db/database'
import type { recharges, withdrawals } from '../../db/schema'
import { OUTSIDE, PLATFORM } from './money-accounts'
import { postTransfer } from './transfers'

type RechargeRow = typeof recharges.$inferSelect
type WithdrawalRow = typeof withdrawals.$inferSelect

/**
 * Issue #42: the wallet's money between a shopper and the outside world (server README "Money between
 * accounts"). In the caller's transaction, after it locked the shopper's balance.
 */

/** A passed top-up: the money came in from the bank (manual) or the chain. */
export async function creditTopUp(
  tx: Transaction,
  recharge: RechargeRow,
  at: Date,
  bill: { remark: string; remarkCode?: BillRemarkCode },
) {
  return postTransfer(tx, {
    kind: 'topup',
    businessKey: `recharge:${recharge.id}`,
    at,
    rechargeId: recharge.id,
    legs: [
      {
        account: recharge.method === RECHARGE_METHOD.onChain ? OUTSIDE.chainIn : OUTSIDE.manualIn,
        amountCents: -recharge.amountCents,
      },
      {
        shopper: {
          userId: recharge.userId,
          deltaCents: recharge.amountCents,
          type: BILL_TYPE.recharge,
          rechargeId: recharge.id,
          ...bill,
        },
      },
    ],
  })
}

/** A requested withdrawal: held by the platform until the operator's audit. */
export async function holdWithdrawal(tx: Transaction, withdrawal: WithdrawalRow, at: Date) {
  return postTransfer(tx, {
    kind: 'withdrawal',
    businessKey: `withdrawal:${withdrawal.id}`,
    at,
    withdrawalId: withdrawal.id,
    legs: [
      {
        shopper: {
          userId: withdrawal.userId,
          deltaCents: -withdrawal.amountCents,
          type: BILL_TYPE.withdraw,
          withdrawalId: withdrawal.id,
          insufficientKey: 'withdraw.exceedsBalance',
        },
      },
      { account: PLATFORM.withdrawalsHeld, amountCents: withdrawal.amountCents },
    ],
  })
}

/** A passed withdrawal: what arrives goes out to the bank or the chain, the service charge to the platform. */
export async function sendWithdrawal(tx: Transaction, withdrawal: WithdrawalRow, at: Date) {
  return postTransfer(tx, {
    kind: 'withdrawal_paid',
    businessKey: `withdrawal:${withdrawal.id}:paid`,
    at,
    withdrawalId: withdrawal.id,
    legs: [
      { account: PLATFORM.withdrawalsHeld, amountCents: -withdrawal.amountCents },
      {
        account: withdrawal.type === WITHDRAW_TYPE.blockchain ? OUTSIDE.chainOut : OUTSIDE.bankOut,
        amountCents: withdrawal.actualArrivalCents,
      },
      { account: PLATFORM.fees, amountCents: withdrawal.serviceChargeCents },
    ],
  })
}

/** A refused withdrawal: the held amount comes back to the shopper. */
export async function returnWithdrawal(tx: Transaction, withdrawal: WithdrawalRow, at: Date, remark: string) {
  return postTransfer(tx, {
    kind: 'withdrawal_returned',
    businessKey: `withdrawal:${withdrawal.id}:returned`,
    at,
    withdrawalId: withdrawal.id,
    legs: [
      { account: PLATFORM.withdrawalsHeld, amountCents: -withdrawal.amountCents },
      {
        shopper: {
          userId: withdrawal.userId,
          deltaCents: withdrawal.amountCents,
          type: BILL_TYPE.withdrawReturned,
          withdrawalId: withdrawal.id,
          remark,
        },
      },
    ],
  })
}
