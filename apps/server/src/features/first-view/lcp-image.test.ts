import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withLcpPreload } from '../../http/shop-static'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const INDEX = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>'

const preloadOf = (html: string) =>
  /<link rel="preload" as="image" href="([^"]+)"[^>]* fetchpriority="high">/.exec(html)?.[1] ?? null

async function json<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { data: T }
  return body.data
}

// Issue #26: the largest image of /home and of a product page is asked for by the HTML itself.
describe('the LCP image in the HTML of the public entry pages', () => {
  let t: TestServer
  beforeAll(async () => {
    const dir = path.join(tmpdir(), `crossmart-lcp-${process.pid}`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), INDEX)
    t = await startTestServer('pglite', { config: { shopDistDir: dir } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(['/home', '/'])('%s preloads the first banner at high priority', async (page) => {
    const index = await json<{ banners: { image: string }[] }>(`${t.url}/api/index/index`)
    const first = index.banners[0]?.image
    expect(first).toBeTruthy()
    const html = await (await fetch(t.url + page)).text()
    expect(preloadOf(html)).toBe(first)
  })

  it.each(['/detail/1/1', '/detail/2'])('%s preloads the product’s first picture', async (page) => {
    const id = Number(page.split('/')[2])
    const detail = await json<{ images: string[] }>(`${t.url}/api/product/detail?id=${id}`)
    const html = await (await fetch(t.url + page)).text()
    expect(preloadOf(html)).toBe(detail.images[0])
  })

  it.each(['/shop/1', '/shop/2/'])('%s preloads the shop’s header banner', async (page) => {
    const id = Number(page.split('/')[2])
    const info = await json<{ banner: string }>(`${t.url}/api/shop/info?id=${id}`)
    expect(info.banner).toBeTruthy()
    const html = await (await fetch(t.url + page)).text()
    expect(preloadOf(html)).toBe(info.banner)
  })

  it.each(['/login', '/detail/999999', '/shop/999999', '/shop', '/bag'])(
    '%s has no image hint',
    async (page) => {
      const html = await (await fetch(t.url + page)).text()
      expect(html).toContain('<div id="root">')
      expect(preloadOf(html)).toBeNull()
    },
  )
})

describe('withLcpPreload', () => {
  it('preloads a width-named picture by srcset and sizes, as the page takes it (#31)', () => {
    const stem = '/uploads/seed/art/b-sale-0123abcdef-480_960'
    const html = withLcpPreload(INDEX, `${stem}-w960.webp`)
    expect(html).toContain(`imagesrcset="${stem}-w480.webp 480w, ${stem}-w960.webp 960w"`)
    expect(html).toContain('imagesizes="(min-width: 480px) 480px, 100vw"')
    expect(withLcpPreload(INDEX, '/uploads/u/1/a.png')).not.toContain('imagesrcset')
  })

  it('escapes the URL and leaves HTML without a head as it is', () => {
    expect(withLcpPreload(INDEX, '/a"b<c>&d.png')).toContain('href="/a&quot;b&lt;c&gt;&amp;d.png"')
    expect(withLcpPreload('<p>no head</p>', '/a.png')).toBe('<p>no head</p>')
    expect(withLcpPreload(INDEX, null)).toBe(INDEX)
  })
})
