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

/** A picture offered at several widths: the browser picks one by `sizes` and the screen's density. */
export interface ResponsiveSource {
  srcSet: string
  sizes: string
}

/**
 * Loads one URL (or, given `responsive`, the width the browser picks for it); resolves when the
 * browser has the image, rejects when it failed.
 */
export type ImageLoader = (src: string, responsive?: ResponsiveSource) => Promise<void>

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

/**
 * The browser's own loader: an off-screen Image element. With srcset and sizes (sizes is read
 * against the viewport, so no layout is needed) it fetches the same width the shown <img> then
 * takes from the memory cache, not the widest one.
 */
export const loadWithImageElement: ImageLoader = (src, responsive) =>
  new Promise<void>((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve()
    img.onerror = (event) => reject(new ImageLoadError(src, { cause: event }))
    if (responsive) {
      img.sizes = responsive.sizes
      img.srcset = responsive.srcSet
    }
    img.src = src
  })
