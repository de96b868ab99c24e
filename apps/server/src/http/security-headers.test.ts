import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import type { AppEnv } from './app-env'
import { API_CSP, HSTS_VALUE, securedJson, securityHeaders } from './security-headers'

// Server README "Security": browser defences on the app and the API.
describe("security headers on the server's app", () => {
  let t: TestApp
  let distDir: string
  beforeAll(async () => {
    distDir = path.join(tmpdir(), `crossmart-dist-${process.pid}`)
    mkdirSync(path.join(distDir, 'assets'), { recursive: true })
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><head><script>console.log(1)</script></head><div id="root"></div>',
    )
    writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)')
    t = await createTestApp({ shopDistDir: distDir })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(['/api/index/category', '/api/nope', '/', '/detail/3', '/assets/app.js'])(
    '%s carries every header',
    async (p) => {
      const response = await t.app.request(p)
      const h = response.headers
      expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(h.get('x-frame-options')).toBe('DENY')
      expect(h.get('x-content-type-options')).toBe('nosniff')
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(h.get('permissions-policy')).toContain('camera=()')
      // Plain HTTP, no trusted proxy: no HSTS.
      expect(h.get('strict-transport-security')).toBeNull()
    },
  )

  it('the app page allows only its own scripts, and the API allows nothing', async () => {
    const page = await t.app.request('/')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    // The page's own inline script (the shop's early-input script) by its hash, and no other.
    expect(csp).toMatch(/script-src 'self' 'sha256-CihokcEcBW4atb\/CW\/XWsvWwbTjqwQlE9nj9ii5ww5M=';/)
    expect(csp).toContain("img-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    expect((await t.app.request('/api/index/category')).headers.get('content-security-policy')).toBe(API_CSP)
  })

  it('HSTS is not switched on by a forged X-Forwarded-Proto without a trusted proxy', async () => {
    const response = await t.app.request('/api/index/category', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('securityHeaders behind a trusted proxy', () => {
  const app = (trustProxy: boolean) => {
    const hono = new Hono<AppEnv>()
    hono.use('*', securityHeaders({ trustProxy, connectSources: ['wss://chat.example.com/chat/ws'] }))
    hono.get('/page', (c) => c.html('<p>x</p>'))
    hono.get('/own', (c) => c.body('x', 200, { 'Content-Security-Policy': "default-src 'none'" }))
    hono.get('/json', (c) => securedJson(c, '{"code":1}'))
    hono.get('/json-with-cookie', (c) => {
      c.header('Set-Cookie', 'a=1', { append: true })
      c.set('handlerSetHeaders', true)
      return securedJson(c, '{"code":1}')
    })
    return hono
  }

  it('sends HSTS when the trusted proxy says https', async () => {
    const response = await app(true).request('/page', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' wss://chat.example.com",
    )
  })

  it('does not trust the header when the proxy is not trusted', async () => {
    const response = await app(false).request('/page', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it("keeps a route's own policy", async () => {
    const response = await app(false).request('/own')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
  })

  it('a JSON answer built with every default carries them all, HSTS included behind the trusted proxy', async () => {
    for (const [trustProxy, hsts] of [
      [true, HSTS_VALUE],
      [false, null],
    ] as const) {
      const response = await app(trustProxy).request('/json', { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(await response.text()).toBe('{"code":1}')
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(response.headers.get('content-security-policy')).toBe(API_CSP)
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('strict-transport-security')).toBe(hsts)
    }
  })

  it('keeps a cookie the handler set through Hono alongside the defaults', async () => {
    const response = await app(false).request('/json-with-cookie')
    expect(response.headers.get('set-cookie')).toBe('a=1')
    expect(response.headers.get('content-security-policy')).toBe(API_CSP)
    expect(response.headers.get('content-type')).toBe('application/json')
  })
})
