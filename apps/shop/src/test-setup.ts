import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens load their route chunk, strings and data before they show anything; on a busy 2-core CI
// machine that can take longer than Testing Library's default 1 s for a `findBy`, while nothing is
// wrong (the same tests pass alone in 200 ms). A missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

// happy-dom never fetches a picture, yet reports every <img> as complete (and broken) from the start.
// In a browser an image on its way is not complete; LazyImage reads `complete` once when it mounts
// (for an outcome that came before hydration attached its handlers), so the tests get a browser's.
if (typeof HTMLImageElement !== 'undefined') {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false })
}
