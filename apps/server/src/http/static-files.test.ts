import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { COMPRESSION_THRESHOLD_BYTES } from './compression'
import { relativeFilePath } from './static-files'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET through the app in memory; the bytes stay as sent (br and gzip are not decoded). */
async function rawGet(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const response = await t.app.request(url, { headers })
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

/** A script big enough to be worth compressing, as the build writes it with its .br and .gz twins. */
const SCRIPT = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'),
)

function writeBuiltApp(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>built app</title><div id="root"></div>')
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd3.js'), SCRIPT)
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd3.js.br'), brotliCompressSync(SCRIPT))
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd3.js.gz'), gzipSync(SCRIPT))
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd3.js.map'), '{"version":3,"sources":[]}')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // A hidden file left in a build folder: never served.
  mkdirSync(path.join(dir, '.cache'), { recursive: true })
  writeFileSync(path.join(dir, '.cache', 'state.json'), '{"secret":true}')
}

// Server README "Compression and caching".
describe('static files and compression on the running server', () => {
  let t: TestApp
  let shopDir: string
  let consoleDir: string
  beforeAll(async () => {
    const base = path.join(tmpdir(), `crossmart-static-${process.pid}`)
    shopDir = path.join(base, 'shop')
    consoleDir = path.join(base, 'console')
    writeBuiltApp(shopDir)
    writeBuiltApp(consoleDir)
    t = await createTestApp({ shopDistDir: shopDir, consoleDistDir: consoleDir }, 'seeded')
  })
  afterAll(async () => {
    await t?.close()
  })

  describe.each([
    ['shop', ''],
    ['console', '/console'],
  ])('the %s', (_app, base) => {
    const asset = `${base}/assets/index-Ab12Cd3.js`

    it.each([
      ['br', 'br', (b: Buffer) => brotliDecompressSync(b)],
      ['gzip, deflate, br', 'br', (b: Buffer) => brotliDecompressSync(b)],
      ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
      ['identity', undefined, (b: Buffer) => b],
    ])(
      'a hashed asset asked with Accept-Encoding %j comes %s-encoded, byte-equal after decoding',
      async (accept, encoding, decode) => {
        const response = await rawGet(t, asset, { 'accept-encoding': accept })
        expect(response.status).toBe(200)
        expect(response.headers['content-encoding']).toBe(encoding)
        expect(response.headers['vary']).toMatch(/accept-encoding/i)
        expect(response.headers['content-type']).toMatch(/javascript/)
        expect(Number(response.headers['content-length'])).toBe(response.body.length)
        expect(decode(response.body).equals(SCRIPT)).toBe(true)
        if (encoding !== undefined) expect(response.body.length).toBeLessThan(SCRIPT.length / 2)
      },
    )

    it('a hashed asset is cached for a year as immutable', async () => {
      const response = await rawGet(t, asset, { 'accept-encoding': 'br' })
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    })

    it.each([`${base}/`, `${base}/some/route`])(
      'the HTML of %s is revalidated on every use (no-cache)',
      async (page) => {
        const response = await rawGet(t, page, { 'accept-encoding': 'br' })
        expect(response.status).toBe(200)
        expect(response.headers['cache-control']).toBe('no-cache')
        // Short HTML may still come compressed: it can be streamed, so its length is not known ahead.
        const html =
          response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body
        expect(html.toString()).toContain('built app')
      },
    )

    it('an unhashed file is revalidated, and answered 304 when unchanged', async () => {
      const first = await rawGet(t, `${base}/favicon.svg`)
      expect(first.status).toBe(200)
      expect(first.headers['cache-control']).toBe('no-cache')
      const again = await rawGet(t, `${base}/favicon.svg`, {
        'if-modified-since': String(first.headers['last-modified']),
      })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
    })

    it('a hidden file is not served', async () => {
      expect((await rawGet(t, `${base}/.cache/state.json`)).status).toBe(404)
      expect((await rawGet(t, `${base}/%2ecache/state.json`)).status).toBe(404)
    })

    it('source maps are 404 by default', async () => {
      expect((await rawGet(t, `${asset}.map`)).status).toBe(404)
    })

    it('a missing asset is 404, not the app', async () => {
      expect((await rawGet(t, `${base}/assets/missing-Xy12345.js`)).status).toBe(404)
    })
  })

  it('API JSON over the threshold is compressed, byte-equal after decoding', async () => {
    const plain = await rawGet(t, `/api/index/index`)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES)
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await rawGet(t, `/api/index/index`, { 'accept-encoding': accept })
      expect(response.headers['content-encoding']).toBe(accept)
      expect(response.headers['vary']).toMatch(/accept-encoding/i)
      expect(Number(response.headers['content-length'])).toBe(response.body.length)
      expect(response.body.length).toBeLessThan(plain.body.length)
      expect(JSON.parse(decode(response.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    }
  })

  it('API JSON under the threshold goes out as it is', async () => {
    const response = await rawGet(t, `/api/nope`, { 'accept-encoding': 'br, gzip' })
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(response.body.toString())).toHaveProperty('code')
  })
})

describe('source maps when SERVE_SOURCE_MAPS asks for them', () => {
  let t: TestApp
  beforeAll(async () => {
    const dir = path.join(tmpdir(), `crossmart-static-maps-${process.pid}`)
    writeBuiltApp(dir)
    t = await createTestApp({ shopDistDir: dir, serveSourceMaps: true })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves the .map file', async () => {
    const response = await rawGet(t, `/assets/index-Ab12Cd3.js.map`)
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body.toString())).toEqual({ version: 3, sources: [] })
  })
})

describe('relativeFilePath', () => {
  it.each([
    ['/assets/a.js', 'assets/a.js'],
    ['/favicon.svg', 'favicon.svg'],
    ['/', null],
    ['/../etc/passwd', null],
    ['/assets/%2e%2e/%2e%2e/secret', null],
    ['/a%5cb', null],
    ['/a%00b', null],
    ['/%E0%A4%A', null],
    ['//assets//a.js', 'assets/a.js'],
    ['/.cache/state.json', null],
    ['/assets/.hidden', null],
  ])('%s -> %s', (input, expected) => {
    expect(relativeFilePath(input)).toBe(expected)
  })
})
