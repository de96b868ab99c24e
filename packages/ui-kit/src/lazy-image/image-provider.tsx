import { createContext, type ReactNode, useContext, useState } from 'react'
import { createImageCache, type ImageCache, type ImageLoader, loadWithImageElement } from './image-cache.js'

export interface ImageContextValue {
  cache: ImageCache
  loader: ImageLoader
  /** LazyImage's `native` for every image below (see there). */
  native: boolean
}

const ImageContext = /*#__PURE__*/ createContext<ImageContextValue | null>(null)

export interface ImageProviderProps {
  /** Shared cache; one of 200 URLs is created for this provider otherwise. */
  cache?: ImageCache
  loader?: ImageLoader
  /**
   * Every LazyImage below lets the browser load it (`<img loading="lazy">` from the first render):
   * for an app whose pages are rendered on the server, so hydration adopts the server's pictures
   * instead of swapping placeholders for them (LazyImage's `native`).
   */
  native?: boolean
  children?: ReactNode
}

/** Shares one loaded-URL cache (and loader) between every LazyImage below. */
export function ImageProvider({ cache, loader, native = false, children }: ImageProviderProps) {
  const [own] = useState(() => cache ?? createImageCache())
  return (
    <ImageContext value={{ cache: cache ?? own, loader: loader ?? loadWithImageElement, native }}>
      {children}
    </ImageContext>
  )
}

/** The nearest provider's cache and loader, or null outside any provider. */
export function useImageContext(): ImageContextValue | null {
  return useContext(ImageContext)
}
