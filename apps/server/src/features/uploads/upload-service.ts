import { randomBytes } from 'node:crypto'
import { API_CODE } from '@crossmart/api-client'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { uploads } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { UPLOADS_URL_PREFIX } from '../../seed/seed-images'
import type { FileStorage } from '../../storage/file-storage'
import { sniffImageType } from '../../storage/image-sniffer'

export interface UploadDeps {
  db: Database
  clock: Clock
  storage: FileStorage
  /** Largest accepted file; a larger one gets `tooLarge()`. */
  maxBytes: number
  tooLarge(): ApiError
}

/**
 * Stores an uploaded image under a random key of its month. The type comes from the bytes, never
 * the name or declared type (README "Endpoints": JPEG/PNG/GIF/WebP by magic bytes).
 */
export async function storeImage(
  deps: UploadDeps,
  userId: number,
  file: Blob,
): Promise<{ url: string; size: number; mime: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes.length > deps.maxBytes) throw deps.tooLarge()
  const type = sniffImageType(bytes)
  if (!type) throw new ApiError('upload.notImage', { apiCode: API_CODE.validation })
  const month = new Date(deps.clock.now()).toISOString().slice(0, 7).replace('-', '')
  const key = `u/${month}/${randomBytes(16).toString('hex')}.${type.extension}`
  await deps.storage.put(key, bytes)
  await deps.db.insert(uploads).values({ userId, key, mime: type.mime, size: bytes.length })
  return { url: UPLOADS_URL_PREFIX + key, size: bytes.length, mime: type.mime }
}
