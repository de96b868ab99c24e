import { describe, expect, it } from 'vitest'
import { LOGIN_NOTICE_COOKIE, LOGIN_NOTICE_SET_COOKIE, takeLoginNotice } from './login-notice-cookie'

/** A cookie jar that keeps what document.cookie would (name=value pairs; Max-Age=0 removes). */
function jar(initial: string) {
  const values = new Map<string, string>()
  for (const part of initial.split(';').filter(Boolean)) {
    const [name = '', value = ''] = part.trim().split('=')
    values.set(name, value)
  }
  return {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) values.delete(name)
      else values.set(name, value)
    },
  }
}

describe('login notice cookie', () => {
  it('is taken once: true the first time, and removed', () => {
    const doc = jar(`Lang=en; ${LOGIN_NOTICE_SET_COOKIE.split(';')[0]}`)
    expect(takeLoginNotice(doc)).toBe(true)
    expect(doc.cookie).toBe('Lang=en')
    expect(takeLoginNotice(doc)).toBe(false)
  })

  it('is not there for a page the server did not redirect, or with another value', () => {
    expect(takeLoginNotice(jar('Lang=en'))).toBe(false)
    expect(takeLoginNotice(jar(`${LOGIN_NOTICE_COOKIE}=other`))).toBe(false)
  })

  it('lives a minute on the whole site, sent on the redirect it follows', () => {
    expect(LOGIN_NOTICE_SET_COOKIE).toContain('Max-Age=60')
    expect(LOGIN_NOTICE_SET_COOKIE).toContain('Path=/')
    expect(LOGIN_NOTICE_SET_COOKIE).toContain('SameSite=Lax')
  })
})
