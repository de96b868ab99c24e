import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each case runs the real dependency-cruiser CLI on a planted tree.
    testTimeout: 60_000,
  },
})
