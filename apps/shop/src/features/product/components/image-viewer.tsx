import { LazyImage, Swiper } from '@crossmart/ui-kit'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from '../../../components/icon'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { useStrings } from '../../../i18n/use-strings'

export interface ImageViewerProps {
  images: readonly string[]
  startIndex: number
  onClose: () => void
}

/** Full-screen picture viewer: swipe between pictures, Escape or the close button leaves. */
export function ImageViewer({ images, startIndex, onClose }: ImageViewerProps) {
  const { t } = useStrings('product')
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [onClose])
  return createPortal(
    <div className="image-viewer" role="dialog" aria-modal="true" aria-label={t('viewer')}>
      <button
        ref={closeRef}
        type="button"
        className="image-viewer__close"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
      <Swiper
        label={t('viewer')}
        slideLabel={(i, n) => t('common.slide', { index: i + 1, total: n })}
        dotLabel={(i) => t('common.dot', { index: i + 1 })}
        autoplay={0}
        loop={false}
        initialIndex={startIndex}
        className="image-viewer__swiper"
      >
        {images.map((src) => (
          <LazyImage
            key={src}
            src={src}
            alt=""
            fit="contain"
            sizes={FULL_WIDTH_SIZES}
            lazy={false}
            className="image-viewer__image"
          />
        ))}
      </Swiper>
    </div>,
    document.body,
  )
}
