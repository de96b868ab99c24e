import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where `pnpm --filter @crossmart/server dev` listens; /api, /uploads and the chat socket are proxied there. */
const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:3000'

/** The server serves the built console under /console on the shop's origin (server README "Console"). */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
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
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
})
