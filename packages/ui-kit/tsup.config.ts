/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { defineConfig, type Options } from 'tsup'
import { bundleStyles } from './bundle-styles.js'

const shared: Options = {
  // The progress bar also has a subpath of its own, so an app can load it after its first view
  // (the shop's /home budget): `@crossmart/ui-kit/progress-bar`.
  dts: { entry: { index: 'src/index.ts', 'progress-bar': 'src/progress-bar/progress-bar.tsx' } },
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
    entry: [
      'src/**/*.ts',
      'src/**/*.tsx',
      '!src/**/*.test.ts',
      '!src/**/*.test.tsx',
      '!src/test-setup.ts',
      '!src/test-support/**',
    ],
    format: ['esm'],
    bundle: false,
    clean: true,
    // Each component's CSS sits in its folder; src/styles.css lists them in cascade order. The shop
    // imports one file, `@crossmart/ui-kit/styles.css` (package.json exports), so the build inlines
    // the list into dist/styles.css: plain CSS with custom properties, no other processing.
    onSuccess: async () => {
      await writeFile('dist/styles.css', await bundleStyles('src'))
    },
  },
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    treeshake: true,
  },
])
