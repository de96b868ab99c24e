import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { staffAvailability } from '../../db/schema'

/**
 * Issue #30 (the defect left from #29): the members of `uids` who chose "offline" in the console,
 * with when they chose it (seconds since the epoch). Channel info counts them offline even while
 * their console stays connected, so the shopper sees the availability staff chose; a member who
 * never chose is online while connected (queue-control.ts availabilityOf).
 */
export async function loadChosenOffline(
  db: Executor,
  uids: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  const userIds = uids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: staffAvailability.userId, updatedAt: staffAvailability.updatedAt })
    .from(staffAvailability)
    .where(and(inArray(staffAvailability.userId, userIds), eq(staffAvailability.status, 'offline')))
  return new Map(
    rows.map((row) => [String(row.userId), Math.floor(new Date(row.updatedAt).getTime() / 1000)]),
  )
}

/**
 * What channel info answers for `others` (chat-spec §3): online when one of them is connected and
 * did not choose offline; else the latest of their last disconnect and the moment a still
 * connected one chose offline (0 when neither is known).
 */
export async function availabilityOfMembers(
  db: Executor,
  others: readonly string[],
  connected: (uid: string) => boolean,
  lastSeenSeconds: () => Promise<number>,
): Promise<{ online: boolean; lastOffline: number }> {
  const chosenOffline = await loadChosenOffline(db, others)
  if (others.some((uid) => !chosenOffline.has(uid) && connected(uid))) return { online: true, lastOffline: 0 }
  let lastOffline = await lastSeenSeconds()
  for (const [uid, at] of chosenOffline) if (connected(uid)) lastOffline = Math.max(lastOffline, at)
  return { online: false, lastOffline }
}
