import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    // Keeps the generated route tree current for the screen tests (no code splitting under test).
    tanstackRouter({ target: 'react', autoCodeSplitting: false, quoteStyle: 'single', semicolons: false }),
    react(),
  ],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 15_000,
  },
})
