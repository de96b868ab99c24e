import { randomBytes } from 'node:crypto'
import { API_CODE, UPLOAD_IMAGE_MAX_BYTES, uploadImage } from '@crossmart/api-client'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppServices } from '../../app-services'
import { uploads } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { UPLOADS_URL_PREFIX } from '../../seed/seed-images'
import { isValidStorageKey } from '../../storage/file-storage'
import { mimeForKey, sniffImageType } from '../../storage/image-sniffer'

/** Room for the multipart framing around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
const BYTES_PER_MB = 1024 * 1024

/**
 * Image upload (issue 6 Upload): the type comes from the bytes, never the name or declared type;
 * the size is bounded both before parsing (body limit) and after (the file itself).
 */
export function createUploadRoutes({ db, auth, storage, config, clock }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const maxBytes = Math.min(config.uploadMaxBytes, UPLOAD_IMAGE_MAX_BYTES)
  const tooLarge = () =>
    new ApiError('upload.tooLarge', {
      apiCode: API_CODE.validation,
      params: { maxMb: Math.round((maxBytes / BYTES_PER_MB) * 10) / 10 },
    })

  router.use(
    uploadImage.path,
    bodyLimit({
      maxSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw tooLarge()
      },
    }),
  )

  mount(uploadImage, async ({ input, session }) => {
    const { userId } = await session()
    const bytes = new Uint8Array(await input.file.arrayBuffer())
    if (bytes.length > maxBytes) throw tooLarge()
    const type = sniffImageType(bytes)
    if (!type) throw new ApiError('upload.notImage', { apiCode: API_CODE.validation })
    const month = new Date(clock.now()).toISOString().slice(0, 7).replace('-', '')
    const key = `u/${month}/${randomBytes(16).toString('hex')}.${type.extension}`
    await storage.put(key, bytes)
    await db.insert(uploads).values({ userId, key, mime: type.mime, size: bytes.length })
    return { url: UPLOADS_URL_PREFIX + key, size: bytes.length, mime: type.mime }
  })

  // Serving: keys are random or seed-generated, so a file never changes: cache it for a year.
  router.get(`${UPLOADS_URL_PREFIX}*`, async (c) => {
    const key = c.req.path.slice(UPLOADS_URL_PREFIX.length)
    const bytes = isValidStorageKey(key) ? await storage.get(key) : null
    if (!bytes) return c.text('Not found', 404)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': mimeForKey(key),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    })
  })

  return router
}
