import { LazyImage, Swiper } from '@crossmart/ui-kit'
import { useState } from 'react'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { useStrings } from '../../../i18n/use-strings'
import { ImageViewer } from './image-viewer'

/**
 * The product's pictures; a tap opens the full-screen viewer at that picture. `alt` is the product's
 * name in the shopper's language (issue #31: product pictures keep their alternative text).
 */
export function Gallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const { t } = useStrings('product')
  const [viewing, setViewing] = useState<number | null>(null)
  return (
    <>
      <Swiper
        label={t('gallery')}
        slideLabel={(i, n) => t('common.slide', { index: i + 1, total: n })}
        dotLabel={(i) => t('common.dot', { index: i + 1 })}
        autoplay={0}
        className="gallery"
      >
        {images.map((src, index) => (
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
        <ImageViewer images={images} startIndex={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </>
  )
}
