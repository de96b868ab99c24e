import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files share one module graph per worker: the server keeps no module-level state (each
    // suite builds its own services), and evaluating its ~600 modules once per file cost a quarter
    // of the suite's time.
    isolate: false,
  },
})
