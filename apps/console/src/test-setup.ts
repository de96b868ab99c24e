import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens load their strings and data before they show anything; on a busy 2-core CI machine that
// can take longer than Testing Library's default 1 s for a `findBy`, while nothing is wrong. A
// missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})
