import { createContext, type ReactNode, useContext, useState } from 'react'
import { createImageCache, type ImageCache, type ImageLoader, loadWithImageElement } from './image-cache.js'

export interface ImageContextValue {
  cache: ImageCache
  loader: ImageLoader
}

const ImageContext = /*#__PURE__*/ createContext<ImageContextValue | null>(null)

export interface ImageProviderProps {
  /** Shared cache; one of 200 URLs is created for this provider otherwise. */
  cache?: ImageCache
  loader?: ImageLoader
  children?: ReactNode
}

/** Shares one loaded-URL cache (and loader) between every LazyImage below. */
export function ImageProvider({ cache, loader, children }: ImageProviderProps) {
  const [own] = useState(() => cache ?? createImageCache())
  return (
    <ImageContext value={{ cache: cache ?? own, loader: loader ?? loadWithImageElement }}>
      {children}
    </ImageContext>
  )
}

/** The nearest provider's cache and loader, or null outside any provider. */
export function useImageContext(): ImageContextValue | null {
  return useContext(ImageContext)
}
