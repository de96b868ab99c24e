import { analyzeMetafile, build } from 'esbuild'
import { IMPORT_SETS } from '/work/wt-sdksize2/packages/im-sdk/scripts/size-sdk.mjs'

const name = process.argv[2] ?? 'text chat'
const r = await build({
  stdin: { contents: IMPORT_SETS[name], resolveDir: process.cwd(), loader: 'js' },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  metafile: true,
  outfile: '/tmp/out.js',
  logLevel: 'error',
})
console.log(await analyzeMetafile(r.metafile, { verbose: false }))

import { writeFileSync } from 'node:fs'

writeFileSync('/tmp/out.js', r.outputFiles[0].text)
