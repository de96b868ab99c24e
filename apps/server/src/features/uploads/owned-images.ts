import { API_CODE } from '@crossmart/api-client'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { urlFieldsOf } from '../../chat/content-urls'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { uploads } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import { UPLOADS_URL_PREFIX } from '../../seed/seed-images'
import { isValidStorageKey } from '../../storage/file-storage'

/** Where the upload call stores users' files (upload-service.ts); seed pictures live elsewhere. */
export const USER_UPLOAD_KEY_PREFIX = 'u/'

const notOwnImage = () => new RefusalError('upload.notOwnImage', { apiCode: API_CODE.validation })

/** The storage key of a reference the upload call handed out (`/uploads/u/...`), else null. */
export function userUploadKeyOf(reference: string): string | null {
  if (!reference.startsWith(UPLOADS_URL_PREFIX)) return null
  const key = reference.slice(UPLOADS_URL_PREFIX.length)
  return key.startsWith(USER_UPLOAD_KEY_PREFIX) && isValidStorageKey(key) ? key : null
}

/**
 * Image fields accept only the caller's own uploads (README "Security"): every reference must be
 * a `url` the upload call returned to this user, so `javascript:`, another site's address or
 * another user's file is refused (code 1001) before anything is written. The uploads become
 * "used" (in the caller's transaction), which keeps them from the unused-upload cleanup.
 */
export async function claimOwnImages(
  db: Executor,
  clock: Clock,
  userId: number,
  references: readonly string[],
): Promise<void> {
  const keys = new Set<string>()
  for (const reference of references) {
    const key = userUploadKeyOf(reference)
    if (key === null) throw notOwnImage()
    keys.add(key)
  }
  if (keys.size === 0) return
  // One statement finds and marks them: the row locks it takes make the cleanup's "still unused"
  // delete wait for this transaction and then skip these rows.
  const owned = await db
    .update(uploads)
    .set({ usedAt: sql`coalesce(${uploads.usedAt}, ${new Date(clock.now()).toISOString()}::timestamptz)` })
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, [...keys])))
    .returning({ key: uploads.key })
  if (owned.length !== keys.size) throw notOwnImage()
}

/**
 * Issue #48 "Merchants join": a merchant application's pictures are a guest's uploads (no user,
 * `/api/upload/guest_image`). Each reference must be such an upload not used by anything yet (its
 * random key is what the uploader was handed), or one of `kept` (the application's own pictures,
 * on a resubmission); the new ones become used in the caller's transaction.
 */
export async function claimGuestImages(
  db: Executor,
  clock: Clock,
  references: readonly string[],
  kept: readonly string[] = [],
): Promise<void> {
  const keys = new Set<string>()
  for (const reference of references) {
    if (kept.includes(reference)) continue
    const key = userUploadKeyOf(reference)
    if (key === null) throw notOwnPicture()
    keys.add(key)
  }
  if (keys.size === 0) return
  const claimed = await db
    .update(uploads)
    .set({ usedAt: new Date(clock.now()) })
    .where(and(isNull(uploads.userId), isNull(uploads.usedAt), inArray(uploads.key, [...keys])))
    .returning({ key: uploads.key })
  if (claimed.length !== keys.size) throw notOwnPicture()
}

const notOwnPicture = () => new RefusalError('merchant.notOwnPicture', { apiCode: API_CODE.validation })

/** Marks the user's uploads among `keys` as referenced (a chat image, an image field). */
export async function markUploadsUsed(
  db: Executor,
  clock: Clock,
  userId: number,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return
  await db
    .update(uploads)
    .set({ usedAt: new Date(clock.now()) })
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, [...keys]), isNull(uploads.usedAt)))
}

/**
 * The user uploads a chat message's content shows: every URL-bearing field (an image's `url`, a
 * video's `cover`, a `thumb`: chat/content-urls.ts) that is one of ours. Anything unparsable shows none.
 */
export function uploadKeysInContent(contentJson: string): string[] {
  let content: unknown
  try {
    content = JSON.parse(contentJson)
  } catch {
    return []
  }
  if (typeof content !== 'object' || content === null) return []
  const keys = new Set<string>()
  for (const field of urlFieldsOf(content) ?? []) {
    const key = typeof field.value === 'string' ? userUploadKeyOf(field.value) : null
    if (key !== null) keys.add(key)
  }
  return [...keys]
}
