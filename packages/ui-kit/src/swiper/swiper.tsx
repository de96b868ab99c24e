import { Children, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { SWIPER_AUTOPLAY_MS, SWIPER_SWIPE_FRACTION } from '../constants.js'
import { cx } from '../internal/class-names.js'
import { usePrefersReducedMotion } from '../internal/use-reduced-motion.js'

/** Without a measured width (not laid out yet), a swipe needs this many pixels. */
const MIN_SWIPE_PX = 40

export interface SwiperProps {
  /** One child per slide. */
  children: ReactNode
  /** Accessible name of the carousel, e.g. "Promotions". */
  label: string
  /** Name of each slide, e.g. (i, n) => `${i + 1} of ${n}`. */
  slideLabel: (index: number, total: number) => string
  /** Name of each dot button, e.g. (i) => `Show slide ${i + 1}`. */
  dotLabel: (index: number, total: number) => string
  /** Milliseconds between slides; 0 turns autoplay off. Never runs when reduced motion is asked. */
  autoplay?: number
  loop?: boolean
  showDots?: boolean
  initialIndex?: number
  onChange?: (index: number) => void
  className?: string
}

/** Banner carousel: touch swipe, dots, arrow keys, autoplay that pauses on touch and focus. */
export function Swiper({
  children,
  label,
  slideLabel,
  dotLabel,
  autoplay = SWIPER_AUTOPLAY_MS,
  loop = true,
  showDots = true,
  initialIndex = 0,
  onChange,
  className,
}: SwiperProps) {
  const slides = Children.toArray(children)
  const total = slides.length
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, total - 1)))
  const [drag, setDrag] = useState(0)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const rootRef = useRef<HTMLDivElement>(null)
  const startX = useRef<number | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const current = total === 0 ? 0 : Math.min(index, total - 1)
  const go = (next: number) => {
    if (total === 0) return
    const target = loop ? (next + total) % total : Math.min(total - 1, Math.max(0, next))
    if (target === current) return
    setIndex(target)
    onChangeRef.current?.(target)
  }
  // The interval outlives renders; it always advances from the latest slide.
  const advanceRef = useRef(() => go(current + 1))
  advanceRef.current = () => go(current + 1)

  useEffect(() => {
    if (autoplay <= 0 || reducedMotion || paused || total < 2) return
    const timer = setInterval(() => advanceRef.current(), autoplay)
    return () => clearInterval(timer)
  }, [autoplay, reducedMotion, paused, total])

  const onTouchStart = (x: number | undefined) => {
    if (x === undefined) return
    startX.current = x
    setPaused(true)
  }
  const onTouchMove = (x: number | undefined) => {
    if (startX.current === null || x === undefined) return
    setDrag(x - startX.current)
  }
  const onTouchEnd = () => {
    if (startX.current === null) return
    startX.current = null
    const width = rootRef.current?.clientWidth ?? 0
    const threshold = width > 0 ? width * SWIPER_SWIPE_FRACTION : MIN_SWIPE_PX
    if (drag <= -threshold) go(current + 1)
    else if (drag >= threshold) go(current - 1)
    setDrag(0)
    setPaused(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(current + 1)
    else if (event.key === 'ArrowLeft') go(current - 1)
  }

  return (
    <section
      ref={rootRef}
      className={cx('cm-swiper', className)}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => onTouchStart(event.touches[0]?.clientX)}
      onTouchMove={(event) => onTouchMove(event.touches[0]?.clientX)}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={cx('cm-swiper__track', drag !== 0 && 'is-dragging')}
        style={{ transform: `translate3d(calc(${-current * 100}% + ${drag}px), 0, 0)` }}
        aria-live={autoplay > 0 && !reducedMotion && !paused ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions in a fixed set
            key={i}
            className="cm-swiper__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, total)}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {showDots && total > 1 ? (
        <div className="cm-swiper__dots">
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={i}
              type="button"
              className={cx('cm-swiper__dot', i === current && 'is-active')}
              aria-label={dotLabel(i, total)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
