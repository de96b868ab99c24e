import { UPLOAD_IMAGE_MAX_BYTES, uploadGuestImage, uploadImage } from '@crossmart/api-client'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { UPLOADS_URL_PREFIX } from '../../seed/seed-images'
import { isValidStorageKey } from '../../storage/file-storage'
import { mimeForKey } from '../../storage/image-sniffer'
import { storeImage, uploadTooLarge } from './upload-service'

/** Room for the multipart framing around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * Image upload (README "Endpoints"): the type comes from the bytes, never the name or declared type;
 * the size is bounded both before parsing (body limit) and after (the file itself).
 */
export function createUploadRoutes({ db, auth, storage, config, clock }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const maxBytes = Math.min(config.uploadMaxBytes, UPLOAD_IMAGE_MAX_BYTES)

  const uploadLimit = bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw uploadTooLarge(maxBytes)
    },
  })
  router.use(uploadImage.path, uploadLimit)
  router.use(uploadGuestImage.path, uploadLimit)

  mount(uploadImage, async ({ input, session, ip }) =>
    storeImage(db, clock, storage, (await session()).userId, {
      file: input.file,
      maxBytes,
      quota: { files: config.uploadQuotaFiles, bytes: config.uploadQuotaBytes },
      origin: { ip, bytesPerDay: config.abuseLimits?.uploadBytesPerIpPerDay ?? 0 },
    }),
  )

  // Issue #48: a merchant application's logo and document come before any account. No user quota:
  // the address's daily byte budget bounds them, and unused ones are cleaned up after a day.
  mount(uploadGuestImage, async ({ input, ip }) =>
    storeImage(db, clock, storage, null, {
      file: input.file,
      maxBytes,
      quota: { files: config.uploadQuotaFiles, bytes: config.uploadQuotaBytes },
      origin: { ip, bytesPerDay: config.abuseLimits?.uploadBytesPerIpPerDay ?? 0 },
    }),
  )

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
