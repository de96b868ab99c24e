import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The browser cases are their own task (vitest.browser.config.ts), chained with the apps' ones.
    exclude: ['src/**/*.browser.test.ts'],
  },
})
