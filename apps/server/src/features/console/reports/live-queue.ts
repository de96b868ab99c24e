import { REPORT_WAITING_MINUTES_DEFAULT } from '@crossmart/api-client'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { PLATFORM_SERVICE_ID } from '../../../chat/channel-address'
import { CHANNEL_TYPE } from '../../../chat/constants'
import type { Executor } from '../../../db/database'
import {
  chatChannels,
  conversationAssignments,
  conversationStates,
  queueSettings,
  users,
} from '../../../db/schema'

/** The queue now (issue #44): counts of the service's open conversations, and who holds them. */
export interface LiveQueue {
  open: number
  unassigned: number
  waiting: number
  waitingMinutes: number
  /** Open conversations per member holding them. */
  heldBy: Map<number, number>
}

/**
 * "Waiting too long" is the service's own no-answer time when it saved queue settings, else
 * REPORT_WAITING_MINUTES_DEFAULT (the queue's built-in default is for returning, not for alarms).
 */
async function waitingMinutesOf(db: Executor, serviceId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: queueSettings.noAnswerMinutes })
    .from(queueSettings)
    .where(eq(queueSettings.serviceId, serviceId))
  return row?.minutes ?? REPORT_WAITING_MINUTES_DEFAULT
}

/**
 * The same conversations the inbox lists (the service's channels with a message), grouped by who
 * holds them: a conversation is open when it has no state row or the state `open` (pending, snoozed
 * and resolved ones wait on nobody); waiting when the shopper's unanswered message is older than N.
 */
export async function liveQueueOf(db: Executor, serviceId: string, now: number): Promise<LiveQueue> {
  const waitingMinutes = await waitingMinutesOf(db, serviceId)
  const prefix = `${serviceId}_`
  const cutoff = new Date(now - waitingMinutes * 60_000)
  const isOpen = sql`coalesce(${conversationStates.state}, 'open') = 'open'`
  const rows = await db
    .select({
      staffId: conversationAssignments.staffId,
      open: sql<number>`count(*) filter (where ${isOpen})::int`,
      waiting: sql<number>`count(*) filter (where ${isOpen} and ${conversationStates.awaitingSince} < ${cutoff.toISOString()}::timestamptz)::int`,
    })
    .from(chatChannels)
    .leftJoin(conversationAssignments, eq(conversationAssignments.canonicalId, chatChannels.channelId))
    .leftJoin(conversationStates, eq(conversationStates.canonicalId, chatChannels.channelId))
    .where(
      and(
        eq(chatChannels.channelType, CHANNEL_TYPE.customerService),
        sql`left(${chatChannels.channelId}, ${prefix.length}) = ${prefix}`,
        sql`${chatChannels.lastSeq} > 0`,
      ),
    )
    .groupBy(conversationAssignments.staffId)
  const heldBy = new Map<number, number>()
  let open = 0
  let unassigned = 0
  let waiting = 0
  for (const row of rows) {
    open += row.open
    waiting += row.waiting
    if (row.staffId === null) unassigned += row.open
    else if (row.open > 0) heldBy.set(row.staffId, row.open)
  }
  return { open, unassigned, waiting, waitingMinutes, heldBy }
}

/** The members of a service, as its colleagues list has them: a shop's staff, or the platform's. */
export async function membersOfService(
  db: Executor,
  serviceId: string,
): Promise<{ id: number; name: string }[]> {
  const shopId = serviceId === PLATFORM_SERVICE_ID ? null : Number(serviceId.slice('mer_'.length))
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, account: users.account })
    .from(users)
    .where(
      shopId === null
        ? or(and(eq(users.role, 'staff'), isNull(users.shopId)), eq(users.role, 'operator'))
        : and(eq(users.role, 'staff'), eq(users.shopId, shopId)),
    )
    .orderBy(users.id)
  return rows.map((r) => ({ id: r.id, name: r.nickname || r.account }))
}
