import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The README's example imports the package by name: it runs against the built dist/ (test/readme.test.tsx).
  resolve: { alias: { '@crossmart/im-react': fileURLToPath(new URL('dist/index.js', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 20_000,
  },
})
