import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // The stylesheet is shipped as-is (plain CSS with custom properties, no preprocessing), so a copy
  // is all the build needs; package.json exports it as `@crossmart/ui-kit/styles.css`.
  onSuccess: 'cp src/styles.css dist/styles.css',
})
