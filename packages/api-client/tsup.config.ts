import { defineConfig } from 'tsup'

// ESM keeps one output file per source module (bundle: false) so bundlers drop the contract areas
// a page does not import (package.json "sideEffects": false); CJS is one bundle for require().
export default defineConfig([
  {
    entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test-support/**'],
    format: ['esm'],
    bundle: false,
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    treeshake: true,
    target: 'es2022',
  },
])
