import type { AuditLogEntry } from '@crossmart/api-client'
import { count, desc } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { consoleAuditLog } from '../../db/schema'
import type { AuditActor } from './console-actor'

export interface AuditedChange {
  action: string
  targetType: string
  targetId: string | number
  before: unknown
  after: unknown
}

/** One row per console or command-line action: who, what, which record, when, before and after. */
export async function recordAudit(db: Executor, clock: Clock, actor: AuditActor, change: AuditedChange) {
  await db.insert(consoleAuditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
    createdAt: new Date(clock.now()),
  })
}

export async function listAuditLog(
  db: Executor,
  query: PageQuery,
): Promise<{ list: AuditLogEntry[]; total: number; page: number; limit: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(consoleAuditLog)
      .orderBy(desc(consoleAuditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(consoleAuditLog),
  ])
  return {
    list: rows.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  }
}
