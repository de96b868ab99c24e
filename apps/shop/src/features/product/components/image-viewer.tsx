import { LazyImage, Swiper } from '@crossmart/ui-kit'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { ZoomableImage } from './zoomable-image'
import './image-viewer.css'

export interface ImageViewerProps {
  images: readonly string[]
  startIndex: number
  onClose: () => void
}

/** Thumbnails are shown 56 px wide. */
const THUMB_SIZES = '56px'

/**
 * Full-screen picture viewer (issue #46): swipe between pictures, pinch, double tap or the zoom buttons to zoom
 * (zoomable-image.tsx), thumbnails to jump to one; Escape or the close button leaves. Loaded only
 * when a picture is tapped (gallery.tsx), so the product page carries none of it.
 */
export default function ImageViewer({ images, startIndex, onClose }: ImageViewerProps) {
  const { t } = useStrings('product')
  const closeRef = useRef<HTMLButtonElement>(null)
  const [index, setIndex] = useState(startIndex)
  // A thumbnail starts the swiper again at its picture (the swiper takes only a first index).
  const [jump, setJump] = useState(0)
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
        key={jump}
        label={t('viewer')}
        slideLabel={(i, n) => t('common.slide', { index: i + 1, total: n })}
        dotLabel={(i) => t('common.dot', { index: i + 1 })}
        autoplay={0}
        loop={false}
        showDots={false}
        initialIndex={index}
        onChange={setIndex}
        className="image-viewer__swiper"
      >
        {images.map((src, i) => (
          <ZoomableImage
            key={src}
            src={src}
            zoomInLabel={t('pictures.zoomIn', { index: i + 1 })}
            zoomOutLabel={t('pictures.zoomOut', { index: i + 1 })}
          />
        ))}
      </Swiper>
      {images.length > 1 ? (
        <ul className="image-viewer__thumbs" aria-label={t('pictures.thumbnails')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={i === index ? 'image-viewer__thumb is-active' : 'image-viewer__thumb'}
                aria-label={t('pictures.show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setIndex(i)
                  setJump((n) => n + 1)
                }}
              >
                <LazyImage src={src} alt="" aspectRatio={1} sizes={THUMB_SIZES} lazy={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>,
    document.body,
  )
}
