import type { AuditLogEntry } from '@crossmart/api-client'
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { consoleAuditLog, users } from '../../db/schema'
import { labelAuditTargets } from './audit-log-labels'
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

/** The audit log's filters (issue #29): an actor's name, an action code, a time range [from, to). */
export interface AuditLogQuery extends PageQuery {
  actor?: string | undefined
  action?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

function whereOf(query: AuditLogQuery): SQL | undefined {
  return and(
    query.actor ? eq(consoleAuditLog.actorName, query.actor) : undefined,
    query.action ? eq(consoleAuditLog.action, query.action) : undefined,
    query.from ? gte(consoleAuditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(consoleAuditLog.createdAt, new Date(query.to)) : undefined,
  )
}

/** A page of the log, newest first, filtered on the server (the total counts the filtered rows). */
export async function listAuditLog(
  db: Executor,
  query: AuditLogQuery,
): Promise<{ list: AuditLogEntry[]; total: number; page: number; limit: number }> {
  const where = whereOf(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(consoleAuditLog)
      .where(where)
      .orderBy(desc(consoleAuditLog.createdAt), desc(consoleAuditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(consoleAuditLog).where(where),
  ])
  const [labels, people] = await Promise.all([labelAuditTargets(db, rows), namePeople(db, rows)])
  return {
    list: rows.map((row, i) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: labels[i] ?? '',
      people: peopleOf(row, people),
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/** Fields whose value is a console user's id (the queue's assignments): the log names them. */
const PERSON_FIELDS = ['assignee'] as const

function personIdsOf(row: { before: unknown; after: unknown }): number[] {
  const ids: number[] = []
  for (const side of [row.before, row.after]) {
    if (typeof side !== 'object' || side === null) continue
    for (const name of PERSON_FIELDS) {
      const value = (side as Record<string, unknown>)[name]
      if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ids.push(value)
    }
  }
  return ids
}

/** The names of every person a page of the log refers to by id: one lookup per page. */
async function namePeople(
  db: Executor,
  rows: readonly { before: unknown; after: unknown }[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap(personIdsOf))]
  if (ids.length === 0) return new Map()
  const found = await db
    .select({ id: users.id, nickname: users.nickname, account: users.account })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(found.map((u) => [u.id, u.nickname || u.account]))
}

function peopleOf(row: { before: unknown; after: unknown }, names: ReadonlyMap<number, string>) {
  const people: Record<string, string> = {}
  for (const id of personIdsOf(row)) {
    const name = names.get(id)
    if (name !== undefined) people[String(id)] = name
  }
  return people
}

/** The actor names and action codes in the log, for its filters. */
export async function auditLogFacets(db: Executor): Promise<{ actors: string[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db.selectDistinct({ value: consoleAuditLog.actorName }).from(consoleAuditLog),
    db.selectDistinct({ value: consoleAuditLog.action }).from(consoleAuditLog),
  ])
  // Sorted here, not by the database's collation (PGlite's C order would put "Olivia" before "agent1").
  const sorted = (values: { value: string }[]) =>
    values.map((r) => r.value).sort((a, b) => a.localeCompare(b, 'en'))
  return { actors: sorted(actors), actions: sorted(actions) }
}
