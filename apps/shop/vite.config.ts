import { readFileSync } from 'node:fs'
import { precompressedAssets } from '@crossmart/dev-kit/precompress'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Where `pnpm --filter @crossmart/server dev` listens; /api and /uploads are proxied there in dev. */
const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:3000'

/** src/i18n/locales/<language>/<namespace>.ts */
const LOCALE_MODULE = /\/i18n\/locales\/(\w+)\/(\w+)\.ts$/

/** A screen split off its route file by the router plugin (`routes/<path>.tsx?tsr-split=component`). */
const ROUTE_SPLIT = /\/routes\/.*\?tsr-split/

/** The landing page (root redirects there): built into the initial chunk, not fetched after it. */
const LANDING_ROUTE_ID = '/home'

/** Where the server bundle goes (apps/server imports dist-ssr/entry-server.js at start, issue #26). */
const SSR_OUT_DIR = 'dist-ssr'

/**
 * The early-input script (src/lib/early-input) inline, first in <head>: it needs no request, and it
 * listens before the page shows any button. The server's CSP allows it by its hash (apps/server
 * http/inline-scripts.ts), computed from this built index.html.
 */
function earlyInput(): Plugin {
  const source = readFileSync(new URL('./src/lib/early-input/early-input.inline.js', import.meta.url), 'utf8')
  return {
    name: 'crossmart-early-input',
    transformIndexHtml: () => [{ tag: 'script', children: source, injectTo: 'head-prepend' }],
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
      // Every screen but /home stays a lazy chunk; splitting /home would only add a request (and a
      // waterfall: entry, then route match, then the home chunk) to the page everyone opens first.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === LANDING_ROUTE_ID ? [] : undefined),
      },
    }),
    react(),
    earlyInput(),
    // The server serves these .br/.gz files by Accept-Encoding; the server bundle is never served.
    !isSsrBuild && precompressedAssets(),
  ],
  resolve: {
    // One React for the app and the workspace packages that list it as a peer.
    dedupe: ['react', 'react-dom'],
    alias: [
      // TanStack's store imports the shim for React < 18; React 19 has useSyncExternalStore, and the
      // non-shim build of the same package uses it directly (the shim's fallback left /home: 0.2 KB gz).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      // The chat gateway's WebSocket (same origin as the API in production).
      '/chat/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  // The server bundle carries its libraries (React, the router, the workspace packages' sources):
  // apps/server imports it from dist-ssr/ without resolving the shop's dependencies.
  ssr: { noExternal: true },
  // The server bundle needs no copy of public/ (the client build serves it). Its React is the
  // production build whatever NODE_ENV the server starts with: left to the environment, React picks
  // its development build when NODE_ENV is unset (as under `pnpm start`), which rendered /home in
  // ~40 ms instead of ~20 ms and held the server's other requests (the page's CSS and script) behind it.
  ...(isSsrBuild
    ? { publicDir: false as const, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, target: 'node22', sourcemap: false }
    : {
        target: 'es2022',
        modulePreload: {
          // Every browser of the es2022 target runs the app without it: where <link rel=modulepreload>
          // is unknown (Safari before 17) a lazy screen's chunks load on import instead of ahead (0.2 KB gz).
          polyfill: false,
          // What a lazy screen preloads beside its import: its shared chunk and CSS, not the runtime
          // (the initial chunk imported it already) nor the screen's own chunk, which import() fetches.
          // The names of ~50 screen chunks (with hashes, which gzip cannot shrink) no longer sit in the
          // initial chunk's preload table: 0.8 KB gz. The cost: the first lazy screen fetches its own
          // 1-3 KB chunk once its CSS is in, not alongside it.
          resolveDependencies: (file, deps) =>
            deps.filter((dep) => dep !== file && !dep.includes('rolldown-runtime')),
        },
        // Maps are written for debugging but not named in the bundles: browsers never ask for them, and
        // the server 404s them unless SERVE_SOURCE_MAPS=1 (server README "Compression and caching").
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            // The /home budget (scripts/perf-budget.ts) counts each file gzipped on its own.
            // - `initial`: everything the entry imports statically (libraries, ui-kit, api-client, app
            //   shell, /home) in one file: one gzip dictionary, one request. Code that only lazy screens
            //   use is not `$initial`, so it no longer rides along (an earlier `node_modules` rule
            //   loaded the whole api-client area and every used ui-kit component on /home).
            // - `shared`: what two or more lazy screens share, in one file instead of dozens of tiny
            //   ones; it loads with the first such screen, never on /home.
            // Languages other than English and the other screens stay lazy.
            // A language's namespace chunk is named `<language>-<namespace>` (zh-core, en-chat, ...),
            // so the browser tests and the bench can tell which strings a page downloaded. A route's
            // screen chunk is `_<hash>`: the initial chunk names each in its lazy import, and the route
            // names (with their `{-$param}` parts) cost 0.2 KB gz there; `_` keeps them apart from the
            // language chunks' names.
            chunkFileNames: (chunk) => {
              const locale = LOCALE_MODULE.exec(chunk.facadeModuleId ?? '')
              if (locale) return `assets/${locale[1]}-${locale[2]}-[hash:7].js`
              return ROUTE_SPLIT.test(chunk.facadeModuleId ?? '')
                ? 'assets/_[hash:7].js'
                : 'assets/[name]-[hash:7].js'
            },
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                // zod and the contract's schemas: what the first API call needs (they stay out of
                // `initial`, issue #26), apart from the screens' shared code.
                { name: 'contract', test: /\/(zod|api-client\/dist\/(contract|client))\//, priority: 1.5 },
                { name: 'shared', minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
}))
