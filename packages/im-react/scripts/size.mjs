#!/usr/bin/env node
// Size of an app that uses useChannelMessages alone (README "Size"): the ImProvider and the hook,
// bundled from the built dist/ as an app's bundler would (esbuild, browser, minified, gzip -9).
// Two figures: the bindings' own code (the SDK and React left to the app), and with the SDK's
// client and the plugins a text chat needs. Exits 1 over a budget, so CI fails instead of printing.
// Usage: pnpm --filter @crossmart/im-react size
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The bindings' own code for useChannelMessages (README "Size"). */
const BINDINGS_BUDGET = 4 * 1024
/** With the SDK's client, messageSyncPlugin and receiptsPlugin: the SDK's text-chat budget plus the bindings. */
const APP_BUDGET = 28 * 1024

if (!existsSync(join(packageDir, 'dist/index.js'))) {
  console.error('dist/ is missing: build the package first (pnpm --filter @crossmart/im-react build)')
  process.exit(1)
}

const APP = `
import { createElement } from 'react'
import { createImClient, messageSyncPlugin, receiptsPlugin } from '@crossmart/im-sdk'
import { ImProvider, useChannelMessages } from '@crossmart/im-react'
function Chat() {
  const { messages, send } = useChannelMessages({ channelID: 'shop', channelType: 1 })
  return createElement('button', { onClick: () => send({ type: 1, content: 'hi' }) }, messages.length)
}
export const client = createImClient({ uid: 'u', token: 't', address: 'wss://x', plugins: [messageSyncPlugin(), receiptsPlugin()] })
export const app = createElement(ImProvider, { client }, createElement(Chat))
`

async function measure(external) {
  const result = await build({
    stdin: { contents: APP, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    external,
    alias: { '@crossmart/im-react': join(packageDir, 'dist/index.js') },
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const bindings = await measure(['react', '@crossmart/im-sdk'])
const app = await measure(['react'])
const rows = [
  ['useChannelMessages + ImProvider (bindings only)', bindings, BINDINGS_BUDGET],
  ['the same with the SDK client (text chat)', app, APP_BUDGET],
]
console.log(
  `${'bundle (esbuild, minified, browser, es2022)'.padEnd(52)}${'minified'.padStart(10)}${'gzip -9'.padStart(10)}${'budget'.padStart(10)}`,
)
let over = false
for (const [name, size, budget] of rows) {
  const ok = size.gz <= budget
  over ||= !ok
  console.log(
    `${name.padEnd(52)}${kb(size.min).padStart(10)}${kb(size.gz).padStart(10)}${kb(budget).padStart(10)}${ok ? '' : '  OVER'}`,
  )
}
if (over) {
  console.error('over budget (README "Size")')
  process.exit(1)
}
