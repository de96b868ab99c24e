// Bundle-size measurement (not a test): bundles small browser pages with esbuild (minified, ESM,
// tree-shaken) and prints raw and gzipped KB. Run after `build`: `pnpm run bench:bundle`.

import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const dist = `${packageDir}dist/index.js`

const pages = {
  'page: client + 5 endpoints': `
    import { createApiClient, indexHotProduct, productDetail, cartAdd, orderCreate, userLogin } from '${dist}'
    const api = createApiClient({ baseUrl: '', getToken: () => localStorage.getItem('t') })
    window.run = () => Promise.all([
      api.call(indexHotProduct),
      api.call(productDetail, { id: 1 }),
      api.call(cartAdd, { productId: 1, quantity: 1 }),
      api.call(orderCreate, { cartIds: [1], addressId: 1 }),
      api.call(userLogin, { account: 'a', password: 'b' }),
    ])`,
  'page: 5 endpoints, validation only (parseRequest)': `
    import { parseRequest, indexHotProduct, productDetail, cartAdd, orderCreate, userLogin } from '${dist}'
    window.check = (x) => [indexHotProduct, productDetail, cartAdd, orderCreate, userLogin].map((e) => parseRequest(e, x))`,
  'page: client + every endpoint (the endpoints map)': `
    import { createApiClient, endpoints } from '${dist}'
    const api = createApiClient({ baseUrl: '' })
    window.run = (name, input) => api.call(endpoints[name], input)`,
  'baseline: ky alone': `
    import ky from 'ky'
    window.run = () => ky.get('/x', { timeout: 10000 }).json()`,
  'schema library: zod/mini, one object schema': `
    import * as z from 'zod/mini'
    const s = z.object({ account: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(6)) })
    window.check = (x) => z.safeParse(s, x)`,
  'schema library: zod (classic), same schema': `
    import { z } from 'zod'
    const s = z.object({ account: z.string().min(1), password: z.string().min(6) })
    window.check = (x) => s.safeParse(x)`,
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
console.log(
  'bundle (esbuild, minified, ESM, browser)'.padEnd(52),
  'min KB'.padStart(8),
  'gzip KB'.padStart(8),
)
for (const [name, contents] of Object.entries(pages)) {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  console.log(
    name.padEnd(52),
    kb(code.length).padStart(8),
    kb(gzipSync(code, { level: 9 }).length).padStart(8),
  )
}
