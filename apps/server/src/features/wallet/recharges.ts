import {
  AUDIT_STATUS,
  BILL_TYPE,
  RECHARGE_METHOD,
  type rechargeInputSchema,
  type rechargeRecordSchema,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { recharges } from '../../db/schema'
import { ApiError, notFound } from '../../http/api-error'
import { lockBalance, moveBalance } from '../ledger/ledger'
import { assertRechargeNetwork } from './networks'

export type RechargeRecord = z.infer<typeof rechargeRecordSchema>
type RechargeRow = typeof recharges.$inferSelect

export function toRechargeRecord(row: RechargeRow): RechargeRecord {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    auditRemark: row.auditRemark,
    createdAt: row.createdAt.toISOString(),
    auditedAt: row.auditedAt?.toISOString() ?? null,
    method: row.method,
    network: row.network,
    address: row.address,
    evidence: row.evidence,
  }
}

/** shop-spec §5 Recharge: submitted for audit (0); the balance does not move yet. */
export async function submitRecharge(
  db: Database,
  clock: Clock,
  userId: number,
  input: z.output<typeof rechargeInputSchema>,
): Promise<RechargeRecord> {
  const network =
    input.method === RECHARGE_METHOD.onChain ? assertRechargeNetwork(input.network, input.address) : null
  const [row] = await db
    .insert(recharges)
    .values({
      userId,
      method: input.method,
      network: network?.network ?? null,
      address: network?.address ?? null,
      amountCents: input.amountCents,
      evidence: input.evidence,
      status: AUDIT_STATUS.auditing,
      createdAt: new Date(clock.now()),
    })
    .returning()
  return toRechargeRecord(row!)
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
  decision: 'pass' | 'refuse',
  remark = '',
): Promise<RechargeRecord> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: recharges.userId })
      .from(recharges)
      .where(eq(recharges.id, rechargeId))
    if (!owner) throw notFound('wallet.recordNotFound')
    await lockBalance(tx, owner.userId)
    const [recharge] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for('update')
    if (!recharge || recharge.status !== AUDIT_STATUS.auditing) throw new ApiError('wallet.alreadyAudited')
    const at = new Date(clock.now())
    if (decision === 'pass') {
      await moveBalance(tx, {
        userId: recharge.userId,
        deltaCents: recharge.amountCents,
        type: BILL_TYPE.recharge,
        rechargeId,
        remark: recharge.network ?? 'manual',
        at,
      })
    }
    const [row] = await tx
      .update(recharges)
      .set({
        status: decision === 'pass' ? AUDIT_STATUS.passed : AUDIT_STATUS.refused,
        auditRemark: remark,
        auditedAt: at,
      })
      .where(eq(recharges.id, rechargeId))
      .returning()
    return toRechargeRecord(row!)
  })
}
