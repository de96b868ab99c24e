import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', protocol: 'src/protocol/index.ts', testing: 'src/testing/index.ts' },
  // The testing subpath's WebSocket server comes from the app's own `ws` (an optional peer dependency).
  external: ['ws'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
