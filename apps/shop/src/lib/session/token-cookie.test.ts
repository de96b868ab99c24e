import { describe, expect, it } from 'vitest'
import { createCookieTokenStorage, readCookie, TOKEN_COOKIE_DAYS, TOKEN_COOKIE_NAME } from './token-cookie'

/** Records what is written to document.cookie (a real document merges; the writes are what we check). */
function fakeDocument(initial = '') {
  const writes: string[] = []
  let jar = initial
  return {
    writes,
    get cookie() {
      return jar
    },
    set cookie(value: string) {
      writes.push(value)
      jar = value.split(';')[0] ?? ''
    },
  }
}

describe('Admin-Token cookie (shop-spec §3)', () => {
  it('is named Admin-Token and lives 3 days', () => {
    const doc = fakeDocument()
    createCookieTokenStorage(doc).write('abc def')
    expect(TOKEN_COOKIE_NAME).toBe('Admin-Token')
    expect(TOKEN_COOKIE_DAYS).toBe(3)
    expect(doc.writes[0]).toBe('Admin-Token=abc%20def; Max-Age=259200; Path=/; SameSite=Strict')
  })

  it('is Secure on an HTTPS page (server README "Security"), removal included', () => {
    const doc = fakeDocument()
    const storage = createCookieTokenStorage(doc, TOKEN_COOKIE_DAYS, true)
    storage.write('t')
    storage.remove()
    expect(doc.writes[0]).toBe('Admin-Token=t; Max-Age=259200; Path=/; SameSite=Strict; Secure')
    expect(doc.writes[1]).toBe('Admin-Token=; Max-Age=0; Path=/; SameSite=Strict; Secure')
  })

  it('reads back the token and removes it with Max-Age=0', () => {
    const doc = fakeDocument()
    const storage = createCookieTokenStorage(doc)
    storage.write('t1')
    expect(storage.read()).toBe('t1')
    storage.remove()
    expect(doc.writes.at(-1)).toContain('Max-Age=0')
    expect(storage.read()).toBeNull()
  })

  it('finds the cookie among others and ignores broken encodings', () => {
    expect(readCookie('a=1; Admin-Token=xyz; b=2', 'Admin-Token')).toBe('xyz')
    expect(readCookie('Admin-Tokens=no', 'Admin-Token')).toBeNull()
    expect(readCookie('Admin-Token=%E0%A4%A', 'Admin-Token')).toBeNull()
  })

  it('works against happy-dom document.cookie', () => {
    const storage = createCookieTokenStorage(document)
    storage.write('real')
    expect(storage.read()).toBe('real')
    storage.remove()
    expect(storage.read()).toBeNull()
  })
})
