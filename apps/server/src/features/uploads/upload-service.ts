import { randomBytes } from 'node:crypto'
import { API_CODE } from '@crossmart/api-client'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { uploads } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import { UPLOADS_URL_PREFIX } from '../../seed/seed-images'
import type { FileStorage } from '../../storage/file-storage'
import { sniffImageType } from '../../storage/image-sniffer'

const BYTES_PER_MB = 1024 * 1024

/** The refusal of a file above `maxBytes` (before parsing, by the body limit, and after). */
export const uploadTooLarge = (maxBytes: number): RefusalError =>
  new RefusalError('upload.tooLarge', {
    apiCode: API_CODE.validation,
    params: { maxMb: Math.round((maxBytes / BYTES_PER_MB) * 10) / 10 },
  })

/**
 * Stores an uploaded image under a random key of its month. The type comes from the bytes, never
 * the name or declared type (README "Endpoints": JPEG/PNG/GIF/WebP by magic bytes).
 */
export async function storeImage(
  db: Database,
  clock: Clock,
  storage: FileStorage,
  userId: number,
  input: { file: Blob; maxBytes: number },
): Promise<{ url: string; size: number; mime: string }> {
  const bytes = new Uint8Array(await input.file.arrayBuffer())
  if (bytes.length > input.maxBytes) throw uploadTooLarge(input.maxBytes)
  const type = sniffImageType(bytes)
  if (!type) throw new RefusalError('upload.notImage', { apiCode: API_CODE.validation })
  const month = new Date(clock.now()).toISOString().slice(0, 7).replace('-', '')
  const key = `u/${month}/${randomBytes(16).toString('hex')}.${type.extension}`
  await storage.put(key, bytes)
  await db.insert(uploads).values({ userId, key, mime: type.mime, size: bytes.length })
  return { url: UPLOADS_URL_PREFIX + key, size: bytes.length, mime: type.mime }
}
