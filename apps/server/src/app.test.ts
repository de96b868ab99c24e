import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_CODE, endpoints } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './test-support/test-server'

describe('http surface', () => {
  let t: TestServer
  let limited: TestServer
  let withShop: TestServer
  let shopDir: string
  beforeAll(async () => {
    shopDir = await mkdtemp(path.join(tmpdir(), 'crossmart-shop-dist-'))
    await mkdir(path.join(shopDir, 'assets'))
    await writeFile(path.join(shopDir, 'index.html'), '<!doctype html><title>shop app</title>')
    await writeFile(path.join(shopDir, 'assets', 'app.js'), 'console.log(1)')
    ;[t, limited, withShop] = await Promise.all([
      startTestServer('pglite', { seed: false }),
      startTestServer('pglite', { seed: false, config: { rateLimitPerMinute: 5 } }),
      startTestServer('pglite', { seed: false, config: { shopDistDir: shopDir } }),
    ])
  })
  afterAll(async () => {
    await Promise.all([t?.close(), limited?.close(), withShop?.close()])
    await rm(shopDir, { recursive: true, force: true })
  })

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.raw('/api/nope')
    expect(response).toEqual({
      status: 404,
      body: { code: API_CODE.notFound, msg: 'No such API endpoint', data: null },
    })
    expect((await t.raw('/api/user/login')).status).toBe(404) // GET on a POST-only path
  })

  it('refuses oversized JSON bodies without reading them', async () => {
    const response = await t.raw('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'a'.repeat(300 * 1024), password: 'x' }),
    })
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ code: API_CODE.validation, msg: 'The request is too large' })
  })

  it('shows a placeholder page until the shop is built', async () => {
    const response = await fetch(`${t.url}/home`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('CrossMart server is running')
  })

  it('serves the built shop and its client-side routes on the same origin', async () => {
    expect(await (await fetch(`${withShop.url}/`)).text()).toContain('shop app')
    expect(await (await fetch(`${withShop.url}/detail/12/3`)).text()).toContain('shop app')
    expect(await (await fetch(`${withShop.url}/assets/app.js`)).text()).toBe('console.log(1)')
    expect((await fetch(`${withShop.url}/assets/missing.js`)).status).toBe(404)
    expect((await withShop.raw('/api/nope')).body.code).toBe(API_CODE.notFound)
  })

  it('limits requests per IP with a clear message', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await fetch(`${limited.url}/api/index/banner`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    const refused = await limited.raw('/api/index/banner', { headers: { Lang: 'zh' } })
    expect(refused.body).toMatchObject({ code: API_CODE.rateLimited, msg: '请求过于频繁，请稍后再试' })
  })

  it('never leaks a stack trace when something unexpected fails', async () => {
    // Close the database under the running server: every query now throws.
    const broken = await startTestServer('pglite', { seed: false })
    await broken.server.database.close()
    const response = await broken.raw('/api/index/category')
    expect(response.status).toBe(500)
    expect(response.body).toEqual({
      code: API_CODE.failure,
      msg: 'Something went wrong on our side, please try again',
      data: null,
    })
    await broken.server.close().catch(() => {})
  })
})

describe('contract coverage', () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer('pglite', { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('mounts every endpoint of the contract', async () => {
    const missing: string[] = []
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const response = await fetch(t.url + endpoint.path, {
        method: endpoint.method,
        ...(endpoint.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      })
      const body = (await response.json()) as { msg: string }
      if (response.status === 404 && body.msg === 'No such API endpoint')
        missing.push(`${name} ${endpoint.method} ${endpoint.path}`)
    }
    expect(missing).toEqual([])
  })
})
