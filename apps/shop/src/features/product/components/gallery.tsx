import { LazyImage, Swiper } from '@crossmart/ui-kit'
import { lazy, Suspense, useState } from 'react'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { useStrings } from '../../../i18n/use-strings'

// The full-screen viewer (zoom, thumbnails) loads on the first tap: the product page, a public page
// measured by Lighthouse, carries none of it (issue #46).
const ImageViewer = lazy(() => import('./image-viewer'))

/** The pictures the gallery shows: an option's own picture first when it is not one of them. */
export function galleryImages(
  images: readonly string[],
  focus: string | null | undefined,
): readonly string[] {
  return focus && !images.includes(focus) ? [focus, ...images] : images
}

/**
 * The product's pictures; a tap opens the full-screen viewer at that picture. `alt` is the product's
 * name in the shopper's language (issue #31: product pictures keep their alternative text).
 * `focus` is the chosen option's own picture (issue #46): the gallery turns to it.
 */
export function Gallery({
  images,
  alt,
  focus,
}: {
  images: readonly string[]
  alt: string
  focus?: string | null | undefined
}) {
  const { t } = useStrings('product')
  const [viewing, setViewing] = useState<number | null>(null)
  const shown = galleryImages(images, focus)
  const focusIndex = focus ? Math.max(0, shown.indexOf(focus)) : 0
  return (
    <>
      <Swiper
        // Another option's picture starts the swiper again at it (it takes only a first index).
        key={focus ?? ''}
        label={t('gallery')}
        slideLabel={(i, n) => t('common.slide', { index: i + 1, total: n })}
        dotLabel={(i) => t('common.dot', { index: i + 1 })}
        autoplay={0}
        initialIndex={focusIndex}
        className="gallery"
      >
        {shown.map((src, index) => (
          <button
            key={src}
            type="button"
            className="gallery__slide"
            aria-label={t('openViewer', { index: index + 1 })}
            onClick={() => setViewing(index)}
          >
            {/* The first picture is the detail page's largest paint (issue #26): high priority at once. */}
            <LazyImage
              src={src}
              alt={alt}
              aspectRatio={1}
              sizes={FULL_WIDTH_SIZES}
              lazy={index > 0}
              priority={index === 0}
            />
          </button>
        ))}
      </Swiper>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <ImageViewer images={shown} startIndex={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
