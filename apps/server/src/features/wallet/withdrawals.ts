import {
  API_CODE,
  AUDIT_STATUS,
  computeWithdrawal,
  WITHDRAW_TYPE,
  type withdrawInputSchema,
  type withdrawRecordSchema,
} from '@crossmart/api-client'
import type * as z from 'zod/mini'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { withdrawals } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import { lockBalance, showMoney } from '../ledger/ledger'
import { holdWithdrawal, returnWithdrawal, sendWithdrawal } from '../ledger/wallet-money'
import { recordNotification } from '../notifications/record-notification'
import { type AuditDecision, auditedRecordFields, auditRecord } from './audited-record'
import { WITHDRAWAL_RULE } from './withdrawal-charge'
import { checkWithdrawalDestination } from './withdrawal-destination'

export type WithdrawRecord = z.infer<typeof withdrawRecordSchema>
type WithdrawalRow = typeof withdrawals.$inferSelect

/** Card numbers are shown masked except the last 4 digits. */
export const maskCard = (card: string): string => `**** ${card.replace(/\s+/g, '').slice(-4)}`

export function toWithdrawRecord(row: WithdrawalRow): WithdrawRecord {
  return {
    ...auditedRecordFields(row),
    type: row.type,
    serviceChargeCents: row.serviceChargeCents,
    actualArrivalCents: row.actualArrivalCents,
    bankCardNumber: row.bankCardNumber === null ? null : maskCard(row.bankCardNumber),
    bankName: row.bankName,
    network: row.network,
    address: row.address,
  }
}

/**
 * A withdrawal request (shop-spec §5): amount > 0 (contract) and at most the balance. The amount is
 * held at once, debited with a ledger row in the same transaction as the record, so two requests
 * together can never take more than the balance. The pay code is checked by the caller.
 */
export async function requestWithdrawal(
  db: Database,
  clock: Clock,
  userId: number,
  input: z.output<typeof withdrawInputSchema>,
): Promise<WithdrawRecord & { balanceCents: number }> {
  const { serviceChargeCents, actualArrivalCents } = computeWithdrawal(input.amountCents, WITHDRAWAL_RULE)
  if (actualArrivalCents <= 0) {
    throw new RefusalError('withdraw.belowServiceCharge', {
      params: { charge: showMoney(serviceChargeCents) },
    })
  }
  const network = checkWithdrawalDestination(input)
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, userId)
    if (input.amountCents > balance)
      throw new RefusalError('withdraw.exceedsBalance', { apiCode: API_CODE.insufficientBalance })
    const at = new Date(clock.now())
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        type: input.type,
        amountCents: input.amountCents,
        serviceChargeCents,
        actualArrivalCents,
        bankCardNumber:
          input.type === WITHDRAW_TYPE.bankCard ? input.bankCardNumber.replace(/\s+/g, '') : null,
        bankName: input.type === WITHDRAW_TYPE.bankCard ? input.bankName : null,
        network: network?.network ?? null,
        address: input.type === WITHDRAW_TYPE.blockchain ? input.address : null,
        status: AUDIT_STATUS.auditing,
        createdAt: at,
      })
      .returning()
    // Issue #42: held by the platform (platform:withdrawals_held) until the operator's audit.
    const held = await holdWithdrawal(tx, row!, at)
    return { ...toWithdrawRecord(row!), balanceCents: held.shopperBalanceCents ?? balance }
  })
}

/** Operator: pass (the held money left) or refuse (the held amount comes back, with its ledger row). */
export async function auditWithdrawal(
  db: Database,
  clock: Clock,
  withdrawalId: number,
  decision: AuditDecision,
  remark = '',
): Promise<WithdrawRecord> {
  const row = await auditRecord(
    db,
    clock,
    withdrawals,
    withdrawalId,
    decision,
    remark,
    async (tx, withdrawal, at) => {
      // Issue #42: passed, the held money leaves (and the charge stays with the platform); refused, it comes back.
      if (decision === 'refuse') await returnWithdrawal(tx, withdrawal, at, remark)
      else await sendWithdrawal(tx, withdrawal, at)
      await recordNotification(tx, {
        userId: withdrawal.userId,
        templateKey: decision === 'pass' ? 'notification.withdrawalPassed' : 'notification.withdrawalRefused',
        params: { amountCents: withdrawal.amountCents, remark },
        target: { type: 'withdrawal', id: withdrawalId },
        at,
      })
    },
  )
  return toWithdrawRecord(row)
}
