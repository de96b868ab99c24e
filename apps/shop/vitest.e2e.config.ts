import { defineConfig } from 'vitest/config'

/**
 * Browser tests: Debian's Chromium through playwright-core against the production build served by
 * the real server (started per run on a free port with a temporary DATA_DIR).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
