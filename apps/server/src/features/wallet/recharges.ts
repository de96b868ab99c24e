import {
  AUDIT_STATUS,
  RECHARGE_METHOD,
  type rechargeInputSchema,
  type rechargeRecordSchema,
} from '@crossmart/api-client'
import type * as z from 'zod/mini'
import type { Clock } from '../../clock'
import type { PlatformDeposits } from '../../config/platform-deposits'
import type { Database } from '../../db/database'
import { recharges } from '../../db/schema'
import { creditTopUp } from '../ledger/wallet-money'
import { recordNotification } from '../notifications/record-notification'
import { claimOwnImages } from '../uploads/owned-images'
import { type AuditDecision, auditedRecordFields, auditRecord } from './audited-record'
import { assertRechargeNetwork } from './networks'

export type RechargeRecord = z.infer<typeof rechargeRecordSchema>
type RechargeRow = typeof recharges.$inferSelect

export function toRechargeRecord(row: RechargeRow): RechargeRecord {
  return {
    ...auditedRecordFields(row),
    method: row.method,
    network: row.network,
    address: row.address,
    evidence: row.evidence,
    txHash: row.txHash,
  }
}

/**
 * shop-spec §5 Recharge: submitted for audit (0); the balance does not move yet. An on-chain one is
 * paid to the operator's address for its network (`deposits`, issue #46) and keeps the transaction
 * hash the shopper gave, for the operator who audits it.
 */
export async function submitRecharge(
  db: Database,
  clock: Clock,
  deposits: PlatformDeposits | undefined,
  userId: number,
  input: z.output<typeof rechargeInputSchema>,
): Promise<RechargeRecord> {
  const onChain = input.method === RECHARGE_METHOD.onChain ? input : null
  const network = onChain ? assertRechargeNetwork(deposits, onChain.network, onChain.address) : null
  return db.transaction(async (tx) => {
    // README "Security": the payment evidence is one of the user's own uploads.
    await claimOwnImages(tx, clock, userId, [input.evidence])
    const [row] = await tx
      .insert(recharges)
      .values({
        userId,
        method: input.method,
        network: network?.network ?? null,
        address: network?.address ?? null,
        amountCents: input.amountCents,
        evidence: input.evidence,
        // The contract checked its shape for the network; blank is no hash.
        txHash: onChain?.txHash || null,
        status: AUDIT_STATUS.auditing,
        createdAt: new Date(clock.now()),
      })
      .returning()
    return toRechargeRecord(row!)
  })
}

/**
 * Operator: pass (1) or refuse (2) a recharge still auditing (shop-spec §4). Passing credits the
 * amount with its ledger row in the same transaction; the unique index on ledger_entries.recharge_id
 * makes a second credit impossible.
 */
export async function auditRecharge(
  db: Database,
  clock: Clock,
  rechargeId: number,
  decision: AuditDecision,
  remark = '',
): Promise<RechargeRecord> {
  const row = await auditRecord(
    db,
    clock,
    recharges,
    rechargeId,
    decision,
    remark,
    async (tx, recharge, at) => {
      if (decision === 'pass') {
        // Issue #42: the money came in from outside (the bank or the chain) to the shopper.
        await creditTopUp(tx, recharge, at, {
          remark: recharge.network ?? 'manual',
          // A network name is a proper name; 'manual' is the server's word (issue #31).
          ...(recharge.network ? {} : { remarkCode: 'manualRecharge' as const }),
        })
      }
      await recordNotification(tx, {
        userId: recharge.userId,
        templateKey: decision === 'pass' ? 'notification.rechargePassed' : 'notification.rechargeRefused',
        params: { amountCents: recharge.amountCents, remark },
        target: { type: 'recharge', id: rechargeId },
        at,
      })
    },
  )
  return toRechargeRecord(row)
}
