import { describe, expect, it } from 'vitest'
import { createCookieTokenStorage, readCookie, TOKEN_COOKIE_DAYS } from './token-cookie'

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
  it('is written as Admin-Token for 3 days (259,200 s), encoded, and read back by that name', () => {
    const doc = fakeDocument()
    const storage = createCookieTokenStorage(doc)
    storage.write('abc def')
    expect(doc.writes[0]).toBe('Admin-Token=abc%20def; Max-Age=259200; Path=/; SameSite=Strict')
    expect(readCookie(doc.cookie, 'Admin-Token')).toBe('abc def')
    expect(storage.read()).toBe('abc def')
  })

  it('lives as many days as it is given', () => {
    const doc = fakeDocument()
    createCookieTokenStorage(doc, 1).write('t')
    expect(doc.writes[0]).toContain('Max-Age=86400;')
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
