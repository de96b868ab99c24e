import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { IMAGE_RETRIES } from '../constants.js'
import { cx } from '../internal/class-names.js'
import {
  type ImageCache,
  type ImageLoader,
  loadWithImageElement,
  type ResponsiveSource,
} from './image-cache.js'
import { useImageContext } from './image-provider.js'
import { widthSrcSet } from './width-src-set.js'

/** One explicit state per image. */
type ImageState = 'waiting' | 'loading' | 'loaded' | 'failed'

export interface LazyImageProps {
  src: string
  alt: string
  /** Shown while waiting and loading. */
  placeholder?: ReactNode
  /** Shown once every attempt failed. */
  fallback?: ReactNode
  /** shop-spec §9: retries after the first failure (3). */
  retries?: number
  /** Load only when near the viewport (IntersectionObserver); default true. */
  lazy?: boolean
  /**
   * The page's largest image (its LCP element): an `<img fetchpriority="high">` from the first
   * render, never lazy, so the browser fetches it with the page instead of after a script's
   * preload; `lazy` and the retries do not apply (a failure shows `fallback`).
   */
  priority?: boolean
  /**
   * The browser loads the picture: an `<img loading="lazy">` (eager when `lazy` is false) from the
   * first render, on the server too, over the box's skeleton colour. A page rendered on the server
   * then hydrates with its pictures already in place and already loading, where the default
   * (placeholder, IntersectionObserver, then an `<img>`) replaces every placeholder in one commit
   * after hydration (issue #26: 60-100 ms at 4x CPU slowdown on /home). A failed load falls back to
   * the loader and its `retries`, then `fallback`. Default: the provider's, else false.
   */
  native?: boolean
  rootMargin?: string
  /** Overrides the provider's cache / loader. */
  cache?: ImageCache
  loader?: ImageLoader
  fit?: 'cover' | 'contain'
  /**
   * The width the picture is shown at, as the `sizes` attribute ("50vw", "72px"). With it, a src
   * named by its widths (`...-240_480-w480.webp`, see widthSrcSet) gets a `srcset`, so a thumbnail
   * downloads the small file and a full-width gallery the large one (issue #31).
   */
  sizes?: string
  /** An explicit srcset (with `sizes`); by default derived from `src`. */
  srcSet?: string
  width?: number | string
  height?: number | string
  /** Width / height, to reserve space before the image arrives. */
  aspectRatio?: number
  className?: string
  onLoad?: () => void
  onError?: () => void
}

export function LazyImage({
  src,
  alt,
  placeholder,
  fallback,
  retries = IMAGE_RETRIES,
  lazy = true,
  priority = false,
  native: nativeProp,
  rootMargin = '200px',
  cache: cacheProp,
  loader: loaderProp,
  fit = 'cover',
  sizes,
  srcSet: srcSetProp,
  width,
  height,
  aspectRatio,
  className,
  onLoad,
  onError,
}: LazyImageProps) {
  const context = useImageContext()
  const cache = cacheProp ?? context?.cache ?? null
  const loader = loaderProp ?? context?.loader ?? loadWithImageElement
  const native = nativeProp ?? context?.native ?? false
  // The <img> fetches itself (priority or native) rather than appearing once the loader has it.
  const browserLoads = priority || native
  const boxRef = useRef<HTMLSpanElement>(null)
  const imgRef = useRef<HTMLImageElement>(null)
  const browserFailures = useRef(0)
  // No address is no picture: the fallback at once. An <img src=""> would make the browser fetch the
  // page itself again (a record without a picture, e.g. a banner whose image was never set).
  const initial = (): ImageState =>
    src === '' ? 'failed' : browserLoads || cache?.has(src) ? 'loaded' : lazy ? 'waiting' : 'loading'
  const [state, setState] = useState<ImageState>(initial)
  const [shownSrc, setShownSrc] = useState(src)
  const srcSet = sizes ? (srcSetProp ?? widthSrcSet(src)) : undefined
  const responsive = useMemo<ResponsiveSource | undefined>(
    () => (srcSet && sizes ? { srcSet, sizes } : undefined),
    [srcSet, sizes],
  )
  const callbacks = useRef({ onLoad, onError })
  callbacks.current = { onLoad, onError }

  // A new src starts over (render-time reset, the React-recommended way to adjust state to props).
  if (shownSrc !== src) {
    setShownSrc(src)
    setState(initial())
  }

  useEffect(() => {
    if (state !== 'waiting') return
    const el = boxRef.current
    if (!el || typeof IntersectionObserver === 'undefined') {
      setState('loading')
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setState('loading')
        }
      },
      { rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [state, rootMargin])

  useEffect(() => {
    if (state !== 'loading') return
    let cancelled = false
    const attempt = async () => {
      // shop-spec §9: the first load plus `retries` more before giving up.
      for (let tries = 0; tries <= retries; tries++) {
        try {
          await (responsive ? loader(src, responsive) : loader(src))
          if (cancelled) return
          cache?.add(src)
          setState('loaded')
          callbacks.current.onLoad?.()
          return
        } catch {
          if (cancelled) return
        }
      }
      setState('failed')
      callbacks.current.onError?.()
    }
    void attempt()
    return () => {
      cancelled = true
    }
  }, [state, src, retries, loader, cache, responsive])

  // The browser's own load failed: a priority picture shows its fallback; any other goes to the
  // loader's retries once (its <img> leaves the tree meanwhile, and a new one takes the loaded
  // file); a failure after that ends it, so the two never take turns for ever.
  const browserLoadFailed = () => {
    const retry = !priority && retries > 0 && browserFailures.current++ === 0
    setState(retry ? 'loading' : 'failed')
    if (!retry) callbacks.current.onError?.()
  }
  const browserLoaded = () => {
    cache?.add(src)
    callbacks.current.onLoad?.()
  }
  // A server-rendered <img> may have failed before hydration attached its handlers: read that
  // (a picture that loaded meanwhile is simply shown; only its onLoad is missed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the element the first render adopted
  useEffect(() => {
    const img = imgRef.current
    if (browserLoads && img?.complete && img.naturalWidth === 0) browserLoadFailed()
  }, [])

  const style: CSSProperties = {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(aspectRatio !== undefined ? { aspectRatio: String(aspectRatio) } : {}),
  }

  return (
    <span
      ref={boxRef}
      className={cx('cm-image', `cm-image--${fit}`, className)}
      style={style}
      data-state={state}
    >
      {state === 'loaded' ? (
        <img
          ref={imgRef}
          // A picture that replaces its placeholder fades in; one the browser loads itself (from the
          // server's HTML) does not: an opacity animation holds back the page's LCP until it ends.
          className={cx('cm-image__img', !browserLoads && 'cm-image__img--fade')}
          src={src}
          srcSet={srcSet}
          sizes={responsive?.sizes}
          alt={alt}
          fetchPriority={priority ? 'high' : undefined}
          loading={priority ? 'eager' : native ? (lazy ? 'lazy' : 'eager') : undefined}
          // The page's largest picture is decoded with the frame that shows it: left to the browser
          // (auto), a picture that had arrived could miss the first frame and wait for the next one
          // behind hydration's tasks (a Lighthouse trace of /shop/1: loaded at 116 ms, painted at
          // 281 ms, the first frame at 200 ms without it).
          decoding={priority ? 'sync' : 'async'}
          onLoad={browserLoads ? browserLoaded : undefined}
          onError={browserLoads ? browserLoadFailed : undefined}
        />
      ) : (
        <span
          className="cm-image__slot"
          // An empty alt marks a decorative image (WCAG H67), as it does on <img>: its placeholder is
          // hidden too, since role="img" with an empty name is an unnamed image to assistive
          // technology (axe role-img-alt, issue #26).
          {...(alt
            ? { role: 'img', 'aria-label': alt, 'aria-busy': state !== 'failed' || undefined }
            : { 'aria-hidden': true })}
        >
          {state === 'failed' ? fallback : placeholder}
        </span>
      )}
    </span>
  )
}
