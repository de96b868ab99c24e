import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { uploadImageRoute } from './upload-route.js'

/** Upload: images only; the server enforces the byte-level check, the client the obvious ones. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

/**
 * The client checks what a browser can know (a Blob, its declared type, its size); the server also
 * checks the real type from the bytes (server README "Uploads").
 */
export const uploadImageFileSchema = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
    error: 'validation.imageRequired',
  })
  .check(
    z.refine((blob) => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(blob.type), {
      error: 'validation.imageType',
    }),
    z.refine((blob) => blob.size > 0, { error: 'validation.imageRequired' }),
    z.refine((blob) => blob.size <= UPLOAD_IMAGE_MAX_BYTES, { error: 'validation.imageTooLarge' }),
  )

export const uploadImage = /*#__PURE__*/ defineEndpoint({
  ...uploadImageRoute,
  request: z.object({ file: uploadImageFileSchema }),
  response: z.object({ url: z.string().check(z.minLength(1)), size: z.int(), mime: z.string() }),
})
