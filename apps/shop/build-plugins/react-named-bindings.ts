import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * React and its JSX runtime ship as CommonJS. An ES module importing `useState` or `jsx` from them is
 * bundled as a property read at every call, `(0,f.useState)(...)` and `(0,p.jsx)(...)` (the bundler
 * keeps CommonJS exports live), about 330 times in the initial chunk. This plugin gives the app's
 * and the workspace packages' ES imports a facade module that reads each export once into a
 * top-level binding, so a call is `x(...)`. The same React module object stays underneath: the
 * facade imports the real package, and CommonJS `require('react')` (react-dom) is not redirected.
 */
const FACADES = ['react', 'react/jsx-runtime'] as const
const PREFIX = '\0react-named-bindings:'

/**
 * Export names of a CommonJS module, read when its facade is loaded (whichever build NODE_ENV picks:
 * the development one has a few more names, which no import uses and the bundle drops).
 */
function exportNames(specifier: string, root: string): string[] {
  const require = createRequire(`${root}/`)
  return Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
}

export function reactNamedBindings(): Plugin {
  let root = process.cwd()
  return {
    name: 'crossmart:react-named-bindings',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    resolveId(source, importer, options) {
      if (!(FACADES as readonly string[]).includes(source)) return null
      // The facade's own import of the package, and CommonJS requires, resolve as usual.
      if (importer?.startsWith(PREFIX)) return null
      if ((options as { kind?: string }).kind !== 'import-statement') return null
      return `${PREFIX}${source}`
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const specifier = id.slice(PREFIX.length)
      const names = exportNames(specifier, root)
      // Each read is marked pure, so the names nothing imports leave the bundle.
      return [
        `import M from '${specifier}'`,
        ...names.map((name) => `export const ${name} = /*#__PURE__*/ (() => M.${name})()`),
        'export default M',
      ].join('\n')
    },
  }
}
