import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One case launches the real Chromium.
    testTimeout: 60_000,
  },
})
