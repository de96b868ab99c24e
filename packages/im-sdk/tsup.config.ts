import { defineConfig } from 'tsup'

/** The public entry points (package.json "exports"), by the name of their CJS file and .d.ts. */
const ENTRIES = {
  index: 'src/index.ts',
  indexeddb: 'src/indexeddb/index.ts',
  protocol: 'src/protocol/index.ts',
  testing: 'src/testing/index.ts',
  typing: 'src/typing/index.ts',
}

export default defineConfig([
  {
    // ESM keeps one output file per source module (bundle: false), like api-client: an app's bundler
    // then places each module in the chunk that uses it. One bundled index.js was one module, so a
    // screen that imported a single helper (an error class, a conversation sort) carried the whole
    // client, its crypto and codec into that screen's chunk (the shop's /detail evaluated them).
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/protocol/test-fixtures.ts'],
    format: ['esm'],
    bundle: false,
    dts: { entry: ENTRIES },
    // Source maps that point at src/, which the package ships (package.json "files", tests left out):
    // a user's debugger steps through our TypeScript.
    sourcemap: true,
    clean: true,
    // No property renaming (the former mangleProps list): every name in dist/ is the one in src/, so a
    // stack trace or a debugger shows what the source says. An app's minifier still minifies.
    target: 'es2022',
  },
  {
    entry: ENTRIES,
    format: ['cjs'],
    // The testing subpath's WebSocket server comes from the app's own `ws` (an optional peer dependency).
    external: ['ws'],
    // Shared modules go to chunks in CJS too, so `./indexeddb` throws the same ImDataError class as
    // the main entry (without splitting each CJS entry would carry its own copy).
    splitting: true,
    dts: { entry: ENTRIES },
    sourcemap: true,
    treeshake: true,
    target: 'es2022',
  },
])
