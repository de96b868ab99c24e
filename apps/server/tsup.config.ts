import { defineConfig } from 'tsup'

// One bundle for `node dist/main.js`. PGlite ships WASM and data files that it loads relative to its own
// module, and postgres/ws have optional native paths, so they stay external (installed dependencies).
// Migrations are read at runtime from ../migrations relative to the package (see src/db/migrations-dir.ts).
// PGlite's worker thread script goes next to main.js (src/db/pglite-thread/worker-file.ts finds it there).
// pino-pretty is a development dependency loaded only when a terminal is attached and it is installed
// (src/observability/tty-destination.ts): external, so a production install simply goes without it.
export default defineConfig({
  entry: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-thread/worker.mjs' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
  external: ['@electric-sql/pglite', 'postgres', 'ws', 'pino-pretty'],
})
