import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedAssets } from './precompress'

/** A real Vite build of a tiny app with the plugin: what the shop's and console's builds get. */
describe('precompressedAssets', () => {
  let root: string
  let files: string[]
  const big = `export const text = ${JSON.stringify('crossmart '.repeat(400))}\nconsole.log(text)\n`

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'precompress-'))
    await writeFile(path.join(root, 'index.html'), '<script type="module" src="./main.js"></script>')
    await writeFile(path.join(root, 'main.js'), big)
    await build({
      root,
      logLevel: 'silent',
      plugins: [precompressedAssets()],
      build: { outDir: 'dist', sourcemap: true, minify: false },
    })
    files = await readdir(path.join(root, 'dist', 'assets'))
  }, 60_000)
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('writes .br and .gz beside each text asset over 1 KB, each decoding to the asset', async () => {
    const js = files.find((f) => f.endsWith('.js'))
    expect(js).toBeDefined()
    const original = await readFile(path.join(root, 'dist', 'assets', `${js}`))
    const br = await readFile(path.join(root, 'dist', 'assets', `${js}.br`))
    const gz = await readFile(path.join(root, 'dist', 'assets', `${js}.gz`))
    expect(brotliDecompressSync(br).equals(original)).toBe(true)
    expect(gunzipSync(gz).equals(original)).toBe(true)
  })

  it('does not compress source maps, and leaves a page under 1 KB alone', async () => {
    expect(files.some((f) => f.endsWith('.map'))).toBe(true)
    expect(files.filter((f) => /\.map\.(br|gz)$/.test(f))).toEqual([])
    const top = await readdir(path.join(root, 'dist'))
    expect(top).toContain('index.html')
    expect(top.filter((f) => f.startsWith('index.html.'))).toEqual([])
  })
})
