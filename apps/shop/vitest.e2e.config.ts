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
    // expect.poll gives up after 1 s by default, shorter than a page load and its first API answers
    // on a busy CI machine (a badge poll after a server restart failed so); wait as long as a locator.
    expect: { poll: { timeout: 15_000 } },
  },
})
