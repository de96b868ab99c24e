import { fireEvent } from '@testing-library/react'

/** happy-dom has no layout: give the scroll container the geometry a phone would. */
export function setGeometry(el: HTMLElement, geometry: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: geometry.scrollHeight })
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: geometry.clientHeight })
}

/** Scrolls as the user would: the offset moves, then the browser fires a scroll event. */
export function scrollTo(el: HTMLElement, top: number) {
  el.scrollTop = top
  fireEvent.scroll(el)
}
