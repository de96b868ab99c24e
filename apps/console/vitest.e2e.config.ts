import { defineConfig } from 'vitest/config'

/**
 * Browser tests: Debian's Chromium through playwright-core against the production build (shop and
 * console) served by the real server, started per run on a free port with a temporary DATA_DIR.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
})
