import { randomBytes } from 'node:crypto'
import { API_CODE } from '@crossmart/api-client'
import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Transaction } from '../../db/database'
import { uploads } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { RefusalError } from '../../http/refusal-error'
import { UPLOADS_URL_PREFIX } from '../../seed/seed-images'
import type { FileStorage } from '../../storage/file-storage'
import { sniffImageType } from '../../storage/image-sniffer'
import { USER_UPLOAD_KEY_PREFIX } from './owned-images'

const BYTES_PER_MB = 1024 * 1024

/** The refusal of a file above `maxBytes` (before parsing, by the body limit, and after). */
export const uploadTooLarge = (maxBytes: number): RefusalError =>
  new RefusalError('upload.tooLarge', {
    apiCode: API_CODE.validation,
    params: { maxMb: Math.round((maxBytes / BYTES_PER_MB) * 10) / 10 },
  })

/** README "Uploads": what one user may keep (files and bytes, counted over rows not yet cleaned up). */
export interface UploadQuota {
  files: number
  bytes: number
}

/** Issue #32: the window of the per-address byte budget. */
export const UPLOAD_ADDRESS_WINDOW_MS = 24 * 60 * 60 * 1000

/** Where an upload came from, and what that address may send per day (0: no budget). */
export interface UploadOrigin {
  ip: string
  bytesPerDay: number
}

/**
 * Stores an uploaded image under a random key of its month. The type comes from the bytes, never
 * the name or declared type (README "Endpoints": JPEG/PNG/GIF/WebP by magic bytes). The user's
 * quota is checked under a per-user advisory lock in the transaction that records the upload, so
 * parallel uploads cannot overshoot it; a refused file is removed again.
 */
export async function storeImage(
  db: Database,
  clock: Clock,
  storage: FileStorage,
  /** Null: a guest's picture for a merchant application (issue #48), bounded by its address's budget. */
  userId: number | null,
  input: { file: Blob; maxBytes: number; quota: UploadQuota; origin?: UploadOrigin },
): Promise<{ url: string; size: number; mime: string }> {
  const bytes = new Uint8Array(await input.file.arrayBuffer())
  if (bytes.length > input.maxBytes) throw uploadTooLarge(input.maxBytes)
  const type = sniffImageType(bytes)
  if (!type) throw new RefusalError('upload.notImage', { apiCode: API_CODE.validation })
  const now = new Date(clock.now())
  const month = now.toISOString().slice(0, 7).replace('-', '')
  const key = `${USER_UPLOAD_KEY_PREFIX}${month}/${randomBytes(16).toString('hex')}.${type.extension}`
  await storage.put(key, bytes)
  try {
    await db.transaction(async (tx) => {
      if (userId !== null) {
        await lockForTransaction(tx, `uploads:${userId}`)
        const [usage] = await tx
          .select({ files: count(), bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
          .from(uploads)
          .where(eq(uploads.userId, userId))
        assertWithinQuota(input.quota, usage ?? { files: 0, bytes: 0 }, bytes.length)
      }
      if (input.origin) await assertAddressBudget(tx, now, input.origin, bytes.length)
      await tx.insert(uploads).values({
        userId,
        key,
        mime: type.mime,
        size: bytes.length,
        createdAt: now,
        clientIp: input.origin?.ip ?? null,
      })
    })
  } catch (error) {
    await storage.delete(key)
    throw error
  }
  return { url: UPLOADS_URL_PREFIX + key, size: bytes.length, mime: type.mime }
}

/**
 * Issue #32: many fresh accounts from one address could each fill their own quota. The bytes sent
 * from one address in the last 24 hours (whichever accounts sent them) stay within its budget;
 * counted under a per-address advisory lock (taken after the per-user one, always in that order).
 * Rows younger than a day are never cleaned up yet, so the sum sees every upload of the window.
 */
async function assertAddressBudget(tx: Transaction, now: Date, origin: UploadOrigin, size: number) {
  if (origin.bytesPerDay <= 0) return
  await lockForTransaction(tx, `uploads-ip:${origin.ip}`)
  const [sent] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
    .from(uploads)
    .where(
      and(
        eq(uploads.clientIp, origin.ip),
        gt(uploads.createdAt, new Date(now.getTime() - UPLOAD_ADDRESS_WINDOW_MS)),
      ),
    )
  if ((sent?.bytes ?? 0) + size > origin.bytesPerDay) {
    throw new RefusalError('upload.addressDailyBytes', {
      apiCode: API_CODE.validation,
      params: { maxMb: Math.round((origin.bytesPerDay / BYTES_PER_MB) * 10) / 10 },
    })
  }
}

function assertWithinQuota(quota: UploadQuota, usage: { files: number; bytes: number }, size: number): void {
  if (usage.files + 1 > quota.files) {
    throw new RefusalError('upload.quotaFiles', {
      apiCode: API_CODE.validation,
      params: { max: quota.files },
    })
  }
  if (usage.bytes + size > quota.bytes) {
    throw new RefusalError('upload.quotaBytes', {
      apiCode: API_CODE.validation,
      params: { maxMb: Math.round((quota.bytes / BYTES_PER_MB) * 10) / 10 },
    })
  }
}
