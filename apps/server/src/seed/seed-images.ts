import type { FileStorage } from '../storage/file-storage'
import { type ArtShape, drawProductArt } from './product-art'

/** Public URL prefix of stored files (served by the uploads feature). */
export const UPLOADS_URL_PREFIX = '/uploads/'

export const BANNER_SIZE = { width: 750, height: 300 } as const

/**
 * Draws (once) and stores the picture for a hue and shape; returns its public URL. Keys are
 * deterministic, so a re-run or a second replica finds the file instead of drawing it again.
 */
export async function ensureArt(
  storage: FileStorage,
  hue: number,
  shape: ArtShape,
  size: { width: number; height: number } | undefined = undefined,
): Promise<string> {
  const dims = size ? `-${size.width}x${size.height}` : ''
  const key = `seed/art-${Math.round(hue) % 360}-${shape}${dims}.png`
  if (!(await storage.exists(key))) {
    await storage.put(
      key,
      size ? drawProductArt(hue, shape, size.width, size.height) : drawProductArt(hue, shape),
    )
  }
  return UPLOADS_URL_PREFIX + key
}
