import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where `pnpm --filter @crossmart/server dev` listens; /api and /uploads are proxied there in dev. */
const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
    react(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Two large chunks instead of dozens of tiny shared ones: each small file gzips on its own
        // (no shared dictionary) and costs a request, which showed in the /home budget
        // (scripts/perf-budget.ts). Languages other than English and the screens stay lazy.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules|packages[\\/](ui-kit|api-client)[\\/]/, priority: 2 },
            {
              name: 'shared',
              test: /src[\\/](app|components|lib|routes|features)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
