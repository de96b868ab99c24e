import { LAZY_IMAGE_CACHE_SIZE } from '../constants.js'

/** Remembers which image URLs have loaded, so they show at once without a placeholder. */
export interface ImageCache {
  has(src: string): boolean
  add(src: string): void
  readonly size: number
  clear(): void
}

/** shop-spec §9: a least-recently-used set of 200 URLs by default. */
export function createImageCache(limit: number = LAZY_IMAGE_CACHE_SIZE): ImageCache {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`image cache limit must be a positive integer, got ${limit}`)
  }
  const urls = new Set<string>()
  return {
    has(src) {
      if (!urls.has(src)) return false
      // Touch: a Set iterates in insertion order, so re-adding marks it most recent.
      urls.delete(src)
      urls.add(src)
      return true
    },
    add(src) {
      urls.delete(src)
      urls.add(src)
      if (urls.size > limit) {
        const oldest = urls.values().next().value
        if (oldest !== undefined) urls.delete(oldest)
      }
    },
    get size() {
      return urls.size
    },
    clear() {
      urls.clear()
    },
  }
}

/** Loads one URL; resolves when the browser has the image, rejects when it failed. */
export type ImageLoader = (src: string) => Promise<void>

export class ImageLoadError extends Error {
  override readonly name = 'ImageLoadError'
  readonly code = 'IMAGE_LOAD_FAILED'
  constructor(
    readonly src: string,
    options?: { cause?: unknown },
  ) {
    super(`image failed to load: ${src}`, options)
  }
}

/** The browser's own loader: an off-screen Image element. */
export const loadWithImageElement: ImageLoader = (src) =>
  new Promise<void>((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve()
    img.onerror = (event) => reject(new ImageLoadError(src, { cause: event }))
    img.src = src
  })
