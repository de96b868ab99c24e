import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { conversationAssignments, conversationStates, staffAvailability, users } from '../../db/schema'
import { PLATFORM_SERVICE_ID, parseServiceChannel } from '../channel-address'

/**
 * Staff of a service who chose "online" or never chose (a member is online while logged in; busy
 * and offline members get nothing automatically).
 */
export async function onlineMembersOf(db: Executor, serviceId: string): Promise<number[]> {
  const address = parseServiceChannel(serviceId)
  if (!address || address.shopperUid !== undefined) return []
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(staffAvailability, eq(staffAvailability.userId, users.id))
    .where(
      and(
        sql`coalesce(${staffAvailability.status}, 'online') = 'online'`,
        serviceId === PLATFORM_SERVICE_ID
          ? or(and(eq(users.role, 'staff'), isNull(users.shopId)), eq(users.role, 'operator'))
          : and(eq(users.role, 'staff'), eq(users.shopId, address.shopId ?? -1)),
      ),
    )
    .orderBy(users.id)
  return rows.map((r) => r.id)
}

/** How many open or pending conversations of the service each candidate handles. */
export async function openCounts(
  db: Executor,
  serviceId: string,
  candidates: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(candidates.map((id) => [id, 0]))
  if (candidates.length === 0) return counts
  const rows = await db
    .select({ staffId: conversationAssignments.staffId, open: sql<number>`count(*)::int` })
    .from(conversationAssignments)
    .leftJoin(conversationStates, eq(conversationStates.canonicalId, conversationAssignments.canonicalId))
    .where(
      and(
        eq(conversationAssignments.serviceId, serviceId),
        inArray(conversationAssignments.staffId, [...candidates]),
        sql`coalesce(${conversationStates.state}, 'open') in ('open', 'pending')`,
      ),
    )
    .groupBy(conversationAssignments.staffId)
  for (const row of rows) counts.set(row.staffId, row.open)
  return counts
}

/**
 * Issue #29: the member with the fewest open conversations, below the shop's per-member limit
 * (ties: the lowest id, so the choice is the same on every replica); null when everyone is full.
 */
export function chooseAssignee(counts: ReadonlyMap<number, number>, limit: number): number | null {
  let best: number | null = null
  let bestCount = Number.POSITIVE_INFINITY
  for (const [id, open] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (open >= limit) continue
    if (open < bestCount) {
      best = id
      bestCount = open
    }
  }
  return best
}
