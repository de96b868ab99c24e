import { afterEach, describe, expect, it } from 'vitest'
import { APP_AREA_ATTRIBUTE, appAreaTop, scrollAreaToTop, scrollTargetTop } from './scroll'

/** A scroll area whose children sit where the test says (happy-dom does no layout). */
function scrollArea(areaTop: number, contentTop: number, scrollTop: number, marked = false) {
  const page = document.createElement('div')
  const area = document.createElement('div')
  area.setAttribute('data-scroll-area', '')
  const pinned = document.createElement('div')
  const content = document.createElement('div')
  if (marked) content.setAttribute(APP_AREA_ATTRIBUTE, '')
  area.append(pinned, content)
  page.append(area)
  document.body.append(page)
  area.getBoundingClientRect = () => ({ top: areaTop }) as DOMRect
  pinned.getBoundingClientRect = () => ({ top: areaTop - scrollTop }) as DOMRect
  content.getBoundingClientRect = () => ({ top: contentTop - scrollTop }) as DOMRect
  area.scrollTop = scrollTop
  const calls: ScrollToOptions[] = []
  area.scrollTo = ((options: ScrollToOptions) => calls.push(options)) as typeof area.scrollTo
  return { page, area, calls }
}

const reducedMotion = { matchMedia: () => ({ matches: true }) as unknown as MediaQueryList }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('navigation scroll (shop-spec §2: top of the app area, offset 20)', () => {
  it('aims 20 px above the app area, never above the start', () => {
    expect(scrollTargetTop(300)).toBe(280)
    expect(scrollTargetTop(20)).toBe(0)
    expect(scrollTargetTop(12)).toBe(0)
  })

  it('measures the marked app area inside the scrolled content', () => {
    const { area } = scrollArea(50, 50 + 400, 120, true)
    expect(appAreaTop(area)).toBe(400)
  })

  it('scrolls a page to its app area minus the offset, instantly with reduced motion', () => {
    const { page, calls } = scrollArea(50, 50 + 400, 900, true)
    scrollAreaToTop(page, reducedMotion)
    expect(calls).toEqual([{ top: 380, behavior: 'auto' }])
  })

  it('scrolls a plain page to its start, and leaves one that is there alone', () => {
    const scrolled = scrollArea(50, 50, 600)
    scrollAreaToTop(scrolled.page, reducedMotion)
    expect(scrolled.calls).toEqual([{ top: 0, behavior: 'auto' }])
    const atTop = scrollArea(50, 50, 0)
    scrollAreaToTop(atTop.page, reducedMotion)
    expect(atTop.calls).toEqual([])
  })
})
