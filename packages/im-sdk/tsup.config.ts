import { defineConfig } from 'tsup'
// biome-ignore lint/correctness/useImportExtensions: a build script's own module (.mjs)
import { INTERNAL_PROPS_PATTERN } from './scripts/internal-props.mjs'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    indexeddb: 'src/indexeddb/index.ts',
    protocol: 'src/protocol/index.ts',
    testing: 'src/testing/index.ts',
  },
  // The testing subpath's WebSocket server comes from the app's own `ws` (an optional peer dependency).
  external: ['ws'],
  format: ['esm', 'cjs'],
  // Shared modules go to chunks in CJS too, so `./indexeddb` throws the same ImDataError class as
  // the main entry (without splitting each CJS entry would carry its own copy).
  splitting: true,
  dts: true,
  // No source maps: they pointed at src/, which is not published (README "Install": the package ships dist/ only).
  sourcemap: false,
  clean: true,
  treeshake: true,
  // The names of the package's internal interfaces become short (scripts/internal-props.mjs).
  esbuildOptions(options) {
    options.mangleProps = INTERNAL_PROPS_PATTERN
  },
  target: 'es2022',
})
