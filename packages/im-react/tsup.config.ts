import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  // The maps point at src/, which the package ships (package.json "files"): a debugger shows our source.
  sourcemap: true,
  clean: true,
  treeshake: true,
  // No renaming, no minifying: the app's bundler minifies; a stack trace shows our names.
  external: ['react', '@crossmart/im-sdk'],
  target: 'es2022',
})
