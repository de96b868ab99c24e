import { inArray, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { chatLastSeen } from '../../db/schema'

/** Keeps `at` as the uid's last disconnect unless a later one is kept already (replicas race). */
export async function saveLastSeen(db: Database, uid: string, at: Date): Promise<void> {
  await db
    .insert(chatLastSeen)
    .values({ uid, offlineAt: at })
    .onConflictDoUpdate({
      target: chatLastSeen.uid,
      set: { offlineAt: sql`greatest(${chatLastSeen.offlineAt}, excluded.offline_at)` },
    })
}

/** The latest kept disconnect of any of `uids` (ms since the epoch); 0 when none is kept. */
export async function loadLastSeen(db: Database, uids: readonly string[]): Promise<number> {
  if (uids.length === 0) return 0
  const [row] = await db
    .select({ at: max(chatLastSeen.offlineAt) })
    .from(chatLastSeen)
    .where(inArray(chatLastSeen.uid, [...uids]))
  return row?.at ? new Date(row.at).getTime() : 0
}
