import { LazyImage } from '@crossmart/ui-kit'
import { type TouchEvent, useRef, useState } from 'react'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { MAX_ZOOM, NO_ZOOM, panBy, pinchTo, stepZoom, toggleZoom, type Zoom } from '../state/zoom'

/** Two taps closer than this are a double tap. */
const DOUBLE_TAP_MS = 300

type Gesture =
  | { kind: 'none' }
  | { kind: 'pinch'; start: Zoom; distance: number }
  | { kind: 'pan'; x: number; y: number }

const distanceOf = (touches: TouchEvent['touches']) => {
  const a = touches[0]
  const b = touches[1]
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0
}

/**
 * One picture of the full-screen viewer (issue #46): pinch to zoom (1x to 4x), drag to move a
 * zoomed picture, double tap to zoom in or back to fit; the zoom buttons do the same for a mouse,
 * a keyboard or a screen reader. While a picture
 * is zoomed or two fingers are down, its touches stay here, so the viewer's swipe does not turn the
 * page under the fingers; at fit a one-finger swipe goes on to the next picture.
 */
export function ZoomableImage({
  src,
  zoomInLabel,
  zoomOutLabel,
}: {
  src: string
  zoomInLabel: string
  zoomOutLabel: string
}) {
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM)
  const frame = useRef<HTMLDivElement>(null)
  const gesture = useRef<Gesture>({ kind: 'none' })
  const lastTap = useRef(0)
  const size = () => ({ width: frame.current?.clientWidth ?? 0, height: frame.current?.clientHeight ?? 0 })

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (event.touches.length >= 2) {
      gesture.current = { kind: 'pinch', start: zoom, distance: distanceOf(event.touches) }
      event.stopPropagation()
      return
    }
    const touch = event.touches[0]
    if (!touch) return
    const now = event.timeStamp
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      setZoom(toggleZoom)
      lastTap.current = 0
      event.stopPropagation()
      return
    }
    lastTap.current = now
    if (zoom.scale > 1) {
      gesture.current = { kind: 'pan', x: touch.clientX, y: touch.clientY }
      event.stopPropagation()
    }
  }
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const current = gesture.current
    const { width, height } = size()
    if (current.kind === 'pinch' && event.touches.length >= 2) {
      setZoom(pinchTo(current.start, current.distance, distanceOf(event.touches), width, height))
      event.stopPropagation()
    } else if (current.kind === 'pan') {
      const touch = event.touches[0]
      if (!touch) return
      setZoom((z) => panBy(z, touch.clientX - current.x, touch.clientY - current.y, width, height))
      gesture.current = { kind: 'pan', x: touch.clientX, y: touch.clientY }
      event.stopPropagation()
    }
  }
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    if (gesture.current.kind !== 'none') event.stopPropagation()
    gesture.current = { kind: 'none' }
  }
  const step = (direction: 1 | -1) => {
    const { width, height } = size()
    setZoom((z) => stepZoom(z, direction, width, height))
  }

  // The frame takes touch gestures only; the zoom buttons are the way for a mouse, a keyboard or a
  // screen reader.
  return (
    <div
      ref={frame}
      className="zoomable"
      data-zoom={zoom.scale.toFixed(2)}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className="zoomable__content"
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
      >
        <LazyImage
          src={src}
          alt=""
          fit="contain"
          sizes={FULL_WIDTH_SIZES}
          lazy={false}
          className="image-viewer__image"
        />
      </div>
      <div className="zoomable__buttons">
        <button type="button" aria-label={zoomOutLabel} disabled={zoom.scale <= 1} onClick={() => step(-1)}>
          −
        </button>
        <button
          type="button"
          aria-label={zoomInLabel}
          disabled={zoom.scale >= MAX_ZOOM}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  )
}
