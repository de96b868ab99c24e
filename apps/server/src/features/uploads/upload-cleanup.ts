import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { uploads } from '../../db/schema'
import type { FileStorage } from '../../storage/file-storage'

/** README "Uploads": an upload nothing referenced this long after it was made is deleted. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000

/** Uploads one sweep deletes at most. */
export const CLEANUP_BATCH = 200

/**
 * Deletes uploads no request referenced within the grace period (README "Uploads"): the row first,
 * and only while it is still unused, so a request claiming the image at that moment either claimed
 * it first (row and file stay) or finds no row and is refused; then the file. Returns how many.
 */
export async function deleteUnusedUploads(
  db: Database,
  clock: Clock,
  storage: FileStorage,
  graceMs: number = UNUSED_UPLOAD_GRACE_MS,
): Promise<number> {
  const cutoff = new Date(clock.now() - graceMs)
  const stale = await db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, cutoff)))
    .orderBy(asc(uploads.id))
    .limit(CLEANUP_BATCH)
  let deleted = 0
  for (const upload of stale) {
    const [gone] = await db
      .delete(uploads)
      .where(and(eq(uploads.id, upload.id), isNull(uploads.usedAt)))
      .returning({ key: uploads.key })
    if (!gone) continue
    await storage.delete(gone.key)
    deleted += 1
  }
  return deleted
}
