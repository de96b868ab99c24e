import { act, fireEvent } from '@testing-library/react'

/** Puts a finger down at y 100 and moves it down by `travel` px, as a pull starts. */
export function pull(el: HTMLElement, travel: number) {
  fireEvent.touchStart(el, { touches: [{ clientY: 100 }] })
  fireEvent.touchMove(el, { touches: [{ clientY: 100 + travel }] })
}

/** Lifts the finger and lets a refresh it started run its first steps. */
export async function release(el: HTMLElement) {
  await act(async () => {
    fireEvent.touchEnd(el)
  })
}
