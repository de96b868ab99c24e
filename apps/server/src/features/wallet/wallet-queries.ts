import type { AuditStatus, BillType } from '@crossmart/api-client'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { type PageQuery, pageByNewestId } from '../../db/paging'
import { ledgerEntries, recharges, withdrawals } from '../../db/schema'
import { toRechargeRecord } from './recharges'
import { toWithdrawRecord } from './withdrawals'

type AuditLogQuery = PageQuery & { status?: AuditStatus | undefined }

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
  const { rows, total } = await pageByNewestId<Table['$inferSelect']>(db, table, where, query)
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
  const { rows, total } = await pageByNewestId<typeof ledgerEntries.$inferSelect>(
    db,
    ledgerEntries,
    where,
    query,
  )
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amountCents: r.amountCents,
      balanceAfterCents: r.balanceAfterCents,
      orderId: r.orderId,
      remark: r.remark,
      remarkCode: r.remarkCode,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  }
}
