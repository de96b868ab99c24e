import { useEffect } from 'react'

/**
 * What index.html's early-input script (early-input.inline.js, inlined by vite.config.ts) waits for.
 * A server-rendered page shows its buttons and forms before React has hydrated them (issue #26: on a
 * mid-range phone that is a second or more): a tap on a button then did nothing, and a form's submit
 * reloaded the page as a plain HTML form and lost what was typed. The script holds those taps and
 * submits; once this event fires it plays them again, in order, on the elements React now handles.
 */
export const HYDRATED_EVENT = 'crossmart:hydrated'

/**
 * Rendered in a page's Suspense boundary, after the page: its effect runs once that boundary has
 * hydrated (or rendered), when the page's and the shell's handlers are attached. Earlier, at the
 * root's commit, the page can still be dehydrated, and React drops a tap it cannot hydrate for. A
 * replayed tap whose element is gone (a page rendered again in another language) is dropped. The
 * script listens once; later pages' events reach no one. Effects run in the browser only, so the
 * server's render never reads `document`.
 */
export function AnnounceHydrated(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
