import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    // Hooks start WebSocket servers and consumer folders; on CI's two busy cores vitest's 10 s
    // hook default is too tight (a timed-out hook skips its cases instead of failing them).
    hookTimeout: 30_000,
  },
})
