import { describe, expect, it } from 'vitest'
import { isPublicPath, safeRedirectTarget } from '../lib/public-paths'
import { type GuardSession, guardNavigation } from './guard'

interface FakeOptions {
  token?: boolean
  user?: boolean
  userInfoFails?: boolean
  logoutFails?: boolean
}

function fakeSession(options: FakeOptions) {
  const state = { token: options.token ?? false, user: options.user ?? false }
  const calls: string[] = []
  const session: GuardSession = {
    hasToken: () => state.token,
    hasUserInfo: () => state.user,
    async loadUserInfo() {
      calls.push('loadUserInfo')
      if (options.userInfoFails) throw new Error('user info failed')
      state.user = true
    },
    async logout() {
      calls.push('logout')
      if (options.logoutFails) throw new Error('logout failed')
      state.token = false
      state.user = false
    },
    clear() {
      calls.push('clear')
      state.token = false
      state.user = false
    },
  }
  return { session, calls, state }
}

const at = (pathname: string, search = '') => ({ pathname, href: pathname + search })

describe('public allow-list (shop-spec §6)', () => {
  // The spec's list, written out here rather than read from PUBLIC_PATHS: the guard must let a guest
  // through to each of them (and to their sub-paths), and to nothing else.
  const SPEC_PUBLIC = [
    '/login',
    '/register',
    '/home',
    '/shop',
    '/explore',
    '/detail',
    '/search',
    '/forgotPassword',
    '/changePassword',
  ]

  it.each(SPEC_PUBLIC)('a guest reaches %s (and a sub-path of it) without logging in', async (path) => {
    const { session, calls } = fakeSession({})
    expect(await guardNavigation(at(path), session)).toEqual({ type: 'allow' })
    expect(await guardNavigation(at(`${path}/7`), session)).toEqual({ type: 'allow' })
    expect(calls).toEqual([])
  })

  it.each(['/cart', '/user', '/chatRoom', '/orders', '/wallet', '/address'])(
    'a guest on %s, not on the list, is sent to log in',
    async (path) => {
      const { session } = fakeSession({})
      expect(await guardNavigation(at(path), session)).toMatchObject({ type: 'login', from: path })
    },
  )

  it.each([
    ['/home', true],
    ['/shop/3', true],
    ['/shop', true],
    ['/detail/12/3', true],
    ['/search', true],
    ['/explore', true],
    ['/forgotPassword', true],
    ['/changePassword', true],
    ['/register', true],
    ['/login', true],
    // prefix match, as worded: /homepage begins with /home
    ['/homepage', true],
    ['/filter', false],
    ['/language', false],
    ['/products', false],
    ['/popular', false],
    ['/bag', false],
    ['/', false],
  ])('%s public=%s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected)
  })
})

describe('guardNavigation (shop-spec §4/§6)', () => {
  it.each([
    // [case, session, path, decision]
    ['guest on a public path', {}, '/shop/2', { type: 'allow' }],
    ['guest on the root (it redirects to /home)', {}, '/', { type: 'allow' }],
    ['guest on /login', {}, '/login', { type: 'allow' }],
    ['logged-in user on a protected path', { token: true, user: true }, '/filter', { type: 'allow' }],
    ['logged-in user on /login goes to /', { token: true, user: true }, '/login', { type: 'root' }],
  ] as const)('%s', async (_name, options, path, decision) => {
    const { session } = fakeSession(options)
    expect(await guardNavigation(at(path), session)).toEqual(decision)
  })

  it('guest on a protected path gets the loginFirst notice and remembers the target with its search', async () => {
    const { session } = fakeSession({})
    expect(await guardNavigation(at('/products', '?sort=sales'), session)).toEqual({
      type: 'login',
      notice: 'loginFirst',
      from: '/products?sort=sales',
    })
  })

  it('a token without user info fetches it, then repeats the navigation', async () => {
    const { session, calls } = fakeSession({ token: true })
    expect(await guardNavigation(at('/filter'), session)).toEqual({ type: 'allow' })
    expect(calls).toEqual(['loadUserInfo'])
  })

  it('the repeated navigation applies the /login rule', async () => {
    const { session } = fakeSession({ token: true })
    expect(await guardNavigation(at('/login'), session)).toEqual({ type: 'root' })
  })

  it('user info fails: logout and /login', async () => {
    const { session, calls, state } = fakeSession({ token: true, userInfoFails: true })
    expect(await guardNavigation(at('/filter'), session)).toEqual({ type: 'login', notice: null, from: null })
    expect(calls).toEqual(['loadUserInfo', 'logout'])
    expect(state.token).toBe(false)
  })

  it('user info and logout fail: the token is dropped and the user goes to /', async () => {
    const { session, calls, state } = fakeSession({ token: true, userInfoFails: true, logoutFails: true })
    expect(await guardNavigation(at('/home'), session)).toEqual({ type: 'root' })
    expect(calls).toEqual(['loadUserInfo', 'logout', 'clear'])
    expect(state.token).toBe(false)
  })
})

describe('safeRedirectTarget', () => {
  it.each([
    ['/shop/3', '/shop/3'],
    ['/products?sort=sales', '/products?sort=sales'],
    ['//evil.example', undefined],
    ['https://evil.example', undefined],
    ['/\\evil', undefined],
    ['/login', undefined],
    ['/login?redirect=/x', undefined],
    [42, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })
})
