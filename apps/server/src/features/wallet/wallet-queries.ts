import type { AuditStatus, BillType } from '@crossmart/api-client'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database'
import { ledgerEntries, recharges, withdrawals } from '../../db/schema'
import { toRechargeRecord } from './recharges'
import { toWithdrawRecord } from './withdrawals'

interface PageQuery {
  page: number
  limit: number
}

type AuditLogQuery = PageQuery & { status?: AuditStatus | undefined }

async function page<Row>(
  db: Executor,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  query: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(table).where(where),
  ])
  return { rows: rows as Row[], total: total?.value ?? 0 }
}

/** A log of my audited records, filtered by audit status (no status = all; shop-spec §4). */
async function auditedLog<Table extends typeof recharges | typeof withdrawals, WalletRecord>(
  db: Executor,
  table: Table,
  toRecord: (row: Table['$inferSelect']) => WalletRecord,
  userId: number,
  query: AuditLogQuery,
) {
  const where = and(
    eq(table.userId, userId),
    query.status === undefined ? undefined : eq(table.status, query.status),
  )
  const { rows, total } = await page<Table['$inferSelect']>(db, table, where, query)
  return { list: rows.map(toRecord), total, page: query.page, limit: query.limit }
}

/** recharge_log (shop-spec §4). */
export const rechargeLog = (db: Executor, userId: number, query: AuditLogQuery) =>
  auditedLog(db, recharges, toRechargeRecord, userId, query)

/** extract_log (shop-spec §4). */
export const withdrawLog = (db: Executor, userId: number, query: AuditLogQuery) =>
  auditedLog(db, withdrawals, toWithdrawRecord, userId, query)

/** bill: every ledger movement of mine, newest first (shop-spec §7 fund record). */
export async function billLog(
  db: Executor,
  userId: number,
  query: PageQuery & { type?: BillType | undefined },
) {
  const where = and(
    eq(ledgerEntries.userId, userId),
    query.type === undefined ? undefined : eq(ledgerEntries.type, query.type),
  )
  const { rows, total } = await page<typeof ledgerEntries.$inferSelect>(db, ledgerEntries, where, query)
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amountCents: r.amountCents,
      balanceAfterCents: r.balanceAfterCents,
      orderId: r.orderId,
      remark: r.remark,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  }
}
