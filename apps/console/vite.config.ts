import { precompressedAssets } from '@crossmart/dev-kit/precompress'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where `pnpm --filter @crossmart/server dev` listens; /api, /uploads and the chat socket are proxied there. */
const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:3000'

/** The server serves the built console under /console on the shop's origin (server README "Console"). */
export default defineConfig({
  base: '/console/',
  plugins: [
    react(),
    // The server serves these .br/.gz files by Accept-Encoding.
    precompressedAssets(),
  ],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/chat/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  // One file for the whole console: staff keep it open all day, so one cached download beats many
  // small ones; scripts/budget.ts prints its gzipped size against the 250 KB goal.
  // Maps written but not named in the bundle (`hidden`): the server 404s them unless SERVE_SOURCE_MAPS=1.
  build: { target: 'es2022', sourcemap: 'hidden', chunkSizeWarningLimit: 800 },
})
