import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

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
