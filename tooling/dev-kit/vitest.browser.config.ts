import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.browser.test.ts'],
    // The cases launch the real Chromium, some in a beforeAll. CI runs this suite beside other
    // suites on two cores, where a launch has taken longer than vitest's 10 s hook default, so hooks
    // get the same minute as tests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
