import { AUDIT_STATUS } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Transaction } from '../../db/database'
import type { recharges, withdrawals } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { lockBalance } from '../ledger/ledger'

/** The two wallet records an operator audits (shop-spec §4: 0 auditing, 1 passed, 2 refused). */
type AuditedTable = typeof recharges | typeof withdrawals
export type AuditDecision = 'pass' | 'refuse'

/** The fields recharge and withdrawal records share (shop-spec §3). */
export function auditedRecordFields(row: AuditedTable['$inferSelect']) {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    auditRemark: row.auditRemark,
    createdAt: row.createdAt.toISOString(),
    auditedAt: row.auditedAt?.toISOString() ?? null,
  }
}

/**
 * Operator: pass or refuse a record still auditing, in one transaction. The owner's balance is locked
 * before the record (the order every balance change takes), so a second audit of the same record
 * waits and then finds it already audited. `moveMoney` writes the balance change the decision makes.
 */
export async function auditRecord<Table extends AuditedTable>(
  db: Database,
  clock: Clock,
  table: Table,
  id: number,
  decision: AuditDecision,
  remark: string,
  moveMoney: (tx: Transaction, record: Table['$inferSelect'], at: Date) => Promise<unknown>,
): Promise<Table['$inferSelect']> {
  const audited: AuditedTable = table
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ userId: audited.userId }).from(audited).where(eq(audited.id, id))
    if (!owner) throw notFound('wallet.recordNotFound')
    await lockBalance(tx, owner.userId)
    const [record] = await tx.select().from(audited).where(eq(audited.id, id)).for('update')
    if (!record || record.status !== AUDIT_STATUS.auditing) throw new RefusalError('wallet.alreadyAudited')
    const at = new Date(clock.now())
    await moveMoney(tx, record as Table['$inferSelect'], at)
    const [row] = await tx
      .update(audited)
      .set({
        status: decision === 'pass' ? AUDIT_STATUS.passed : AUDIT_STATUS.refused,
        auditRemark: remark,
        auditedAt: at,
      })
      .where(eq(audited.id, id))
      .returning()
    return row as Table['$inferSelect']
  })
}
