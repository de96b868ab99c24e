import { defineConfig, type Options } from 'tsup'

const shared: Options = {
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
}

// ESM keeps one output file per source module (bundle: false, like @crossmart/api-client): a
// module cannot be split between chunks, so with a single-file dist every component any screen used
// (Sheet, Dialog, Tabs, Stepper...) landed in the app's first chunk. One file per component lets the
// app's bundler put each component with the screens that import it (package.json "sideEffects"
// lists only the stylesheet). CJS stays one bundle for require().
export default defineConfig([
  {
    ...shared,
    entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/test-setup.ts'],
    format: ['esm'],
    bundle: false,
    clean: true,
    // The stylesheet is shipped as-is (plain CSS with custom properties, no preprocessing), so a copy
    // is all the build needs; package.json exports it as `@crossmart/ui-kit/styles.css`.
    onSuccess: 'cp src/styles.css dist/styles.css',
  },
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    treeshake: true,
  },
])
