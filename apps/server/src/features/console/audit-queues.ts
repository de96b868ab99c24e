import { AUDIT_STATUS, type AuditStatus, type ConsoleComplaint } from '@crossmart/api-client'
import { asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { complaintResolutions, complaints, orders, recharges, users, withdrawals } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { toRechargeRecord } from '../wallet/recharges'
import { toWithdrawRecord } from '../wallet/withdrawals'

/** Operators' audit queues (server README "Console"): waiting records oldest first, decided ones newest first. */
export interface QueueQuery extends PageQuery {
  status?: AuditStatus | undefined
}

interface Requester {
  userId: number
  userName: string
  /** The login account, which unlike the display name is unique (issue #29: money goes to an account). */
  userAccount: string
}

async function requestersOf(db: Executor, ids: number[]): Promise<(userId: number) => Requester> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, nickname: users.nickname, account: users.account })
          .from(users)
          .where(inArray(users.id, [...new Set(ids)]))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return (userId) => {
    const row = byId.get(userId)
    return { userId, userName: row ? row.nickname || row.account : '', userAccount: row?.account ?? '' }
  }
}

async function queuePage<T extends typeof recharges | typeof withdrawals>(
  db: Executor,
  table: T,
  query: QueueQuery,
) {
  const audited: typeof recharges | typeof withdrawals = table
  const where = query.status === undefined ? undefined : eq(audited.status, query.status)
  const order = query.status === AUDIT_STATUS.auditing ? asc(audited.id) : desc(audited.id)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(audited)
      .where(where)
      .orderBy(order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(audited).where(where),
  ])
  return { rows: rows as T['$inferSelect'][], total: total?.value ?? 0 }
}

export async function listRecharges(db: Executor, query: QueueQuery) {
  const { rows, total } = await queuePage(db, recharges, query)
  const requester = await requestersOf(
    db,
    rows.map((r) => r.userId),
  )
  return {
    list: rows.map((row) => ({ ...toRechargeRecord(row), ...requester(row.userId) })),
    total,
    page: query.page,
    limit: query.limit,
  }
}

export async function listWithdrawals(db: Executor, query: QueueQuery) {
  const { rows, total } = await queuePage(db, withdrawals, query)
  const requester = await requestersOf(
    db,
    rows.map((r) => r.userId),
  )
  return {
    list: rows.map((row) => ({ ...toWithdrawRecord(row), ...requester(row.userId) })),
    total,
    page: query.page,
    limit: query.limit,
  }
}

export async function rechargeFor(db: Executor, id: number) {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id))
  if (!row) throw notFound('wallet.recordNotFound')
  return { ...toRechargeRecord(row), ...(await requestersOf(db, [row.userId]))(row.userId) }
}

export async function withdrawalFor(db: Executor, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
  if (!row) throw notFound('wallet.recordNotFound')
  return { ...toWithdrawRecord(row), ...(await requestersOf(db, [row.userId]))(row.userId) }
}

const resolver = sql`resolver`

function complaintQuery(db: Executor) {
  return db
    .select({
      complaint: complaints,
      orderSn: orders.orderSn,
      userName: users.nickname,
      userAccount: users.account,
      note: complaintResolutions.note,
      resolvedAt: complaintResolutions.resolvedAt,
      resolverName: sql<string | null>`${resolver}.nickname`,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(complaintResolutions, eq(complaintResolutions.complaintId, complaints.id))
    .leftJoin(sql`${users} as resolver`, sql`${resolver}.id = ${complaintResolutions.resolvedBy}`)
}

type ComplaintRow = Awaited<ReturnType<ReturnType<typeof complaintQuery>['where']>>[number]

function toConsoleComplaint(row: ComplaintRow): ConsoleComplaint {
  const c = row.complaint
  return {
    id: c.id,
    kind: c.orderId === null ? 'platform' : 'order',
    orderId: c.orderId,
    orderSn: row.orderSn,
    content: c.content,
    certificate: c.certificate,
    createdAt: c.createdAt.toISOString(),
    userId: c.userId,
    userName: row.userName || row.userAccount,
    userAccount: row.userAccount,
    resolution:
      row.note === null || row.resolvedAt === null
        ? null
        : { note: row.note, by: row.resolverName ?? 'ops', at: row.resolvedAt.toISOString() },
  }
}

export async function listComplaints(
  db: Executor,
  query: PageQuery & { filter: 'open' | 'resolved' | 'all' },
) {
  const where: SQL | undefined =
    query.filter === 'open'
      ? isNull(complaintResolutions.complaintId)
      : query.filter === 'resolved'
        ? isNotNull(complaintResolutions.complaintId)
        : undefined
  const [rows, [total]] = await Promise.all([
    complaintQuery(db)
      .where(where)
      .orderBy(query.filter === 'open' ? asc(complaints.id) : desc(complaints.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(complaints)
      .leftJoin(complaintResolutions, eq(complaintResolutions.complaintId, complaints.id))
      .where(where),
  ])
  return {
    list: rows.map(toConsoleComplaint),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

export async function complaintFor(db: Executor, id: number): Promise<ConsoleComplaint> {
  const [row] = await complaintQuery(db).where(eq(complaints.id, id))
  if (!row) throw notFound('console.complaintNotFound')
  return toConsoleComplaint(row)
}
