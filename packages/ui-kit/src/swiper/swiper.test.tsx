import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SWIPER_AUTOPLAY_MS } from '../constants.js'
import { Swiper } from './swiper.js'

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

function renderBanner(props: { autoplay?: number; loop?: boolean; onChange?: (i: number) => void } = {}) {
  return render(
    <Swiper
      label="Promotions"
      slideLabel={(i, n) => `${i + 1} of ${n}`}
      dotLabel={(i) => `Show slide ${i + 1}`}
      autoplay={props.autoplay ?? 0}
      {...(props.loop === undefined ? {} : { loop: props.loop })}
      {...(props.onChange ? { onChange: props.onChange } : {})}
    >
      <p>sale</p>
      <p>new</p>
      <p>free shipping</p>
    </Swiper>,
  )
}

const currentSlide = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('aria-hidden') !== 'true')

describe('Swiper', () => {
  beforeEach(() => {
    reducedMotion(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is a labelled carousel whose hidden slides are inert', () => {
    renderBanner()
    const carousel = screen.getByRole('region', { name: 'Promotions' })
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: '2 of 3' })).toBeNull()
  })

  it('swipes left to the next slide and right back, ignoring short moves', () => {
    const onChange = vi.fn()
    renderBanner({ onChange })
    const carousel = screen.getByRole('region')
    const swipe = (dx: number) => {
      fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] })
      fireEvent.touchMove(carousel, { touches: [{ clientX: 200 + dx }] })
      fireEvent.touchEnd(carousel)
    }
    swipe(-120)
    expect(currentSlide()).toBe(1)
    swipe(-10)
    expect(currentSlide()).toBe(1)
    swipe(120)
    expect(currentSlide()).toBe(0)
    expect(onChange.mock.calls).toEqual([[1], [0]])
  })

  it('moves with dots and arrow keys; loops by default and stops at the ends otherwise', () => {
    const { unmount } = renderBanner()
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }))
    expect(currentSlide()).toBe(2)
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true')
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' })
    expect(currentSlide()).toBe(0)
    unmount()
    renderBanner({ loop: false })
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' })
    expect(currentSlide()).toBe(0)
  })

  it('autoplays every interval and pauses while touched', () => {
    vi.useFakeTimers()
    renderBanner({ autoplay: SWIPER_AUTOPLAY_MS })
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS))
    expect(currentSlide()).toBe(1)
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS))
    expect(currentSlide()).toBe(2)
    fireEvent.touchStart(screen.getByRole('region'), { touches: [{ clientX: 10 }] })
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 3))
    expect(currentSlide()).toBe(2)
  })

  it('does not autoplay when the user prefers reduced motion', () => {
    reducedMotion(true)
    vi.useFakeTimers()
    renderBanner({ autoplay: SWIPER_AUTOPLAY_MS })
    act(() => vi.advanceTimersByTime(SWIPER_AUTOPLAY_MS * 3))
    expect(currentSlide()).toBe(0)
  })
})
