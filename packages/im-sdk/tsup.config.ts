import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    indexeddb: 'src/indexeddb/index.ts',
    protocol: 'src/protocol/index.ts',
    testing: 'src/testing/index.ts',
    typing: 'src/typing/index.ts',
  },
  // The testing subpath's WebSocket server comes from the app's own `ws` (an optional peer dependency).
  external: ['ws'],
  format: ['esm', 'cjs'],
  // Shared modules go to chunks in CJS too, so `./indexeddb` throws the same ImDataError class as
  // the main entry (without splitting each CJS entry would carry its own copy).
  splitting: true,
  dts: true,
  // Source maps that point at src/, which the package ships (package.json "files", tests left out):
  // a user's debugger steps through our TypeScript.
  sourcemap: true,
  clean: true,
  treeshake: true,
  // No property renaming (the former mangleProps list): every name in dist/ is the one in src/, so a
  // stack trace or a debugger shows what the source says. An app's minifier still minifies.
  target: 'es2022',
})
