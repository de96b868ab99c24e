import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import type { FirstViewRequest, ShopRenderer } from './shop-renderer'

const TEMPLATE =
  '<!doctype html><html lang="zh"><head><title>CrossMart</title></head><body><div id="root"></div></body></html>'

/**
 * A stand-in for the shop's server bundle: it renders every page a guest may open and asks the api
 * nothing, as the shop's detail screen does for an id it cannot read (it shows "not found" itself).
 * What this suite checks is the server's part of the answer: its status and its headers.
 */
function fakeRenderer(rendered: FirstViewRequest[]): ShopRenderer {
  return {
    guestRedirect: async (url) =>
      url.startsWith('/products')
        ? { location: '/login?redirect=%2Fproducts', setCookie: 'Notice=1; Path=/' }
        : null,
    renderFirstView: async (request) => {
      rendered.push(request)
      return {
        htmlLang: 'en',
        title: 'page',
        body: new Response('<main>page</main>').body!,
        state: {},
      }
    },
    firstViewStateScript: (state) => `<script type="application/json">${JSON.stringify(state)}</script>`,
  }
}

describe('the first view of a page (issue #45)', () => {
  let t: TestApp
  let shopDir: string
  const rendered: FirstViewRequest[] = []
  beforeAll(async () => {
    shopDir = path.join(tmpdir(), `crossmart-first-view-answer-${process.pid}`)
    mkdirSync(shopDir, { recursive: true })
    writeFileSync(path.join(shopDir, 'index.html'), TEMPLATE)
    t = await createTestApp({ shopDistDir: shopDir, shopRenderer: fakeRenderer(rendered) })
  })
  afterAll(async () => {
    await t?.close()
    rmSync(shopDir, { recursive: true, force: true })
  })

  const varyOf = (response: Response) =>
    (response.headers.get('vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)

  // The page depends on the Admin-Token and Lang cookies (a shopper's page is the browser's, the
  // language is the cookie's) and on Accept-Language (a first visit's language): a shared cache
  // must key on them, or it hands one visitor's page to another.
  it.each([
    ['a guest page, rendered', '/home', {}],
    ['a shopper page, left to the browser', '/home', { cookie: 'Admin-Token=abc' }],
    ['a guest sent to log in', '/products', {}],
    ['a page in the cookie language', '/home', { cookie: 'Lang=ja', 'accept-language': 'th' }],
  ])('%s varies on Cookie and Accept-Language', async (_case, url, headers: Record<string, string>) => {
    const response = await t.app.request(url, { headers: { 'accept-encoding': 'gzip', ...headers } })
    await response.arrayBuffer()
    expect(response.status).toBeLessThan(400)
    expect(varyOf(response)).toEqual(expect.arrayContaining(['cookie', 'accept-language']))
  })

  it('a compressed page still varies on Accept-Encoding too', async () => {
    const response = await t.app.request('/home', { headers: { 'accept-encoding': 'gzip' } })
    await response.arrayBuffer()
    expect(varyOf(response)).toEqual(['cookie', 'accept-language', 'accept-encoding'])
  })

  // shop-spec §2 ids are positive decimal integers: anything else names no product or shop, so the
  // page is a real 404 (as /shop/99999 is), never a 200 "not found" page or another product.
  it.each([
    '/detail/0x10',
    '/detail/-1',
    '/detail/0',
    '/detail/1e1',
    '/detail/016',
    '/detail/%2B16',
    '/detail/16.0',
    '/detail/2147483648',
    '/detail/16/0x2',
    '/shop/0x1',
    '/shop/-1',
    '/shop/abc',
  ])('%s is a 404', async (url) => {
    const response = await t.app.request(url)
    await response.arrayBuffer()
    expect(response.status).toBe(404)
  })

  it.each(['/detail/16', '/detail/16/2', '/shop/1', '/home', '/explore'])(
    '%s, whose ids are decimal, is rendered as a 200',
    async (url) => {
      const response = await t.app.request(url)
      await response.arrayBuffer()
      expect(response.status).toBe(200)
    },
  )
})
