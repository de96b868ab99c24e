import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../test-support/fake-api'
import {
  CATEGORIES,
  cartView,
  page,
  productDetail,
  products,
  shopDetail,
  shopSummary,
  USER,
} from '../test-support/fake-data'
import { locationOf, renderApp } from '../test-support/render-app'

let api: FakeApi

function defaultRoutes() {
  api.on('/api/index/index', () => ({
    data: {
      banners: [{ id: 1, image: '', title: 'Spring sale', link: '/shop/1' }],
      categories: CATEGORIES,
      hotProducts: products(1, 2),
      hotMerchants: [shopSummary(1), shopSummary(2)],
    },
  }))
  api.on('/api/index/hot_product', () => ({ data: page(products(1, 4), 4) }))
  api.on('/api/index/category', () => ({ data: { list: CATEGORIES } }))
  api.on('/api/index/product', (r) => ({
    data: page(
      products(100 + Number(r.query.get('page') ?? 1) * 10, 10),
      40,
      Number(r.query.get('page') ?? 1),
    ),
  }))
  api.on('/api/shop/info', (r) => ({ data: shopDetail(Number(r.query.get('id'))) }))
  api.on('/api/shop/products', () => ({ data: page(products(1, 3), 3) }))
  api.on('/api/product/detail', (r) => ({ data: productDetail(Number(r.query.get('id'))) }))
  api.on('/api/product/reviews', () => ({ data: page([], 0) }))
  api.on('/api/product/recommend', () => ({ data: { list: products(50, 2) } }))
  api.on('/api/user/getUserInfo', (r) =>
    r.headers.token === 'good-token'
      ? { data: USER }
      : { status: 401, data: null, code: 401, msg: 'Token expired' },
  )
  api.on('/api/user/logout', (r) =>
    r.headers.token === 'good-token'
      ? { data: null }
      : { status: 401, data: null, code: 401, msg: 'Token expired' },
  )
  api.on('/api/user/login', (r) => {
    const body = r.body as { account: string; password: string }
    return body.password === 'demo1234'
      ? { data: { userinfo: { ...USER, token: 'good-token' } } }
      : { data: null, code: 1012, msg: 'Wrong account or password' }
  })
  api.on('/api/cart/list', () => ({ data: cartView(2) }))
}

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  defaultRoutes()
})

describe('app shell', () => {
  it('redirects the root to /home and shows banner, categories, hot shops and hot products', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/' })
    await waitFor(() => expect(locationOf(runtime)).toBe('/home'))
    expect(await screen.findByRole('link', { name: 'Computers' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Shop 2/ })).toBeTruthy()
    expect(await screen.findByText('Product 4')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Spring sale' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Home'))
  })

  it('keeps the hot products on their skeleton until the sections above them answer (no card moves under a finger)', async () => {
    let answerIndex = () => {}
    const indexAnswered = new Promise<void>((resolve) => {
      answerIndex = resolve
    })
    api.on('/api/index/index', async () => {
      await indexAnswered
      return { data: { banners: [], categories: CATEGORIES, hotProducts: [], hotMerchants: [] } }
    })
    await renderApp({ baseUrl: api.baseUrl, path: '/home' })
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/index/hot_product')).toBe(true))
    // the hot products have answered, the index has not: no card yet
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Product 4')).toBeNull()
    answerIndex()
    expect(await screen.findByText('Product 4')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Computers' })).toBeTruthy()
  })

  it('shows the title in the stored language (default zh-CN is Chinese)', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/home', lang: 'zh-CN' })
    await waitFor(() => expect(document.title).toBe('首页'))
    expect(await screen.findByRole('link', { name: '电脑' })).toBeTruthy()
  })

  // Issue #46: every lang attribute is a BCP 47 tag (ja, ko, th), never the app's codes (jp, kor, tai).
  it.each(['jp', 'kor', 'tai'])(
    'marks the page and the language names with BCP 47 tags (%s)',
    async (lang) => {
      await renderApp({ baseUrl: api.baseUrl, path: '/language', lang, token: 'good-token' })
      await screen.findByText('日本語')
      const tags = [...document.querySelectorAll('[lang]')].map((element) => element.getAttribute('lang'))
      expect(tags.length).toBeGreaterThan(5)
      for (const tag of tags) expect(['en-US', 'zh-CN', 'ja-JP', 'ko-KR', 'th-TH']).toContain(tag)
      expect(document.querySelector('.app')?.getAttribute('lang')).toBe(
        { jp: 'ja-JP', kor: 'ko-KR', tai: 'th-TH' }[lang],
      )
    },
  )

  it('prices are dollars from cents', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/home' })
    expect(await screen.findByText('$10.04')).toBeTruthy()
  })

  it('shows the error state with retry when the home data fails, and recovers', async () => {
    let fail = true
    api.on('/api/index/index', () =>
      fail
        ? { status: 502, raw: 'bad gateway' }
        : { data: { banners: [], categories: CATEGORIES, hotProducts: [], hotMerchants: [] } },
    )
    await renderApp({ baseUrl: api.baseUrl, path: '/home' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('system interface 502 error')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Computers' })).toBeTruthy()
  })

  it('an unknown path shows the not-found page', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/no-such-page', token: 'good-token' })
    expect(await screen.findByText('This page does not exist')).toBeTruthy()
  })
})

describe('guard (shop-spec §4/§6)', () => {
  it('a guest on a protected page gets the loginFirst notice and /login, then comes back after login', async () => {
    const { runtime, cookies } = await renderApp({ baseUrl: api.baseUrl, path: '/filter' })
    await waitFor(() => expect(locationOf(runtime)).toBe('/login?redirect=%2Ffilter&notice=loginFirst'))
    // Issue #46: on the form, not in a toast, and still there after a wrong try.
    const notice = await screen.findByText('please login first')
    expect(notice.closest('form')).toBeTruthy()
    expect(document.querySelector('.cm-toast')).toBeNull()

    await userEvent.type(screen.getByLabelText('Account'), 'demo')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Wrong account or password')).toBeTruthy()
    expect(locationOf(runtime)).toContain('/login')
    expect(screen.getByText('please login first').closest('form')).toBeTruthy()

    await userEvent.clear(screen.getByLabelText('Password'))
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/filter'))
    expect(await screen.findByText('Demo Shopper')).toBeTruthy()
    expect(cookies.jar.get('Admin-Token')).toBe('good-token')
  })

  it('shows the validation messages before sending', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/login' })
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Please enter your account')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }))
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email')
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy()
    expect(api.requests.some((r) => r.path === '/api/user/login')).toBe(false)
  })

  it('a token without user info fetches it and continues', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/filter', token: 'good-token' })
    await waitFor(() => expect(locationOf(runtime)).toBe('/filter'))
    expect(await screen.findByText('Demo Shopper')).toBeTruthy()
    expect(api.requests.map((r) => r.path)).toContain('/api/user/getUserInfo')
  })

  it('a logged-in user opening /login goes to / (and so /home)', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/login', token: 'good-token' })
    await waitFor(() => expect(locationOf(runtime)).toBe('/home'))
  })

  it('user info fails and logout works: the session is cleared and the user goes to /login', async () => {
    api.on('/api/user/getUserInfo', () => ({ status: 500, raw: 'down' }))
    const { runtime, cookies } = await renderApp({
      baseUrl: api.baseUrl,
      path: '/filter',
      token: 'good-token',
    })
    await waitFor(() => expect(locationOf(runtime)).toBe('/login'))
    expect(cookies.jar.has('Admin-Token')).toBe(false)
  })

  it('user info and logout both fail: the token is dropped and the user goes to /', async () => {
    const { runtime, cookies } = await renderApp({
      baseUrl: api.baseUrl,
      path: '/filter',
      token: 'stale-token',
    })
    await waitFor(() => expect(locationOf(runtime)).toBe('/home'))
    expect(cookies.jar.has('Admin-Token')).toBe(false)
    expect(api.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/user/getUserInfo', '/api/user/logout']),
    )
  })

  it('a 401 from any call while logged in clears the session and goes to /login', async () => {
    const { runtime, cookies } = await renderApp({ baseUrl: api.baseUrl, path: '/home', token: 'good-token' })
    await screen.findByRole('link', { name: 'Computers' })
    api.on('/api/shop/info', () => ({ status: 401, data: null, code: 401, msg: 'Token expired' }))
    await runtime.router.navigate({ to: '/shop/{-$id}', params: { id: '3' } })
    await waitFor(() => expect(locationOf(runtime)).toBe('/login'))
    expect(cookies.jar.has('Admin-Token')).toBe(false)
    expect(await screen.findByText('Token expired')).toBeTruthy()
  })
})

describe('keep-alive (shop-spec §2)', () => {
  it('a page left and shown again keeps its state; product detail does not', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/search' })
    const input = await screen.findByRole('searchbox')
    await userEvent.type(input, 'half typed')
    await runtime.router.navigate({ to: '/shop/{-$id}', params: { id: '2' } })
    await screen.findByRole('heading', { name: 'Shop 2', level: 2 })
    // hidden, not unmounted
    expect(screen.queryByRole('searchbox')).toBeNull()
    runtime.router.history.back()
    await waitFor(() => expect(locationOf(runtime)).toBe('/search'))
    expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('half typed')

    await runtime.router.navigate({ to: '/detail/{-$product}/{-$mer}', params: { product: '7', mer: '1' } })
    await screen.findByRole('heading', { name: 'Product 7' })
    await runtime.router.navigate({ to: '/home' })
    await waitFor(() => expect(document.querySelectorAll('[data-page-key^="/detail"]')).toHaveLength(0))
    expect(document.querySelectorAll('[data-page-key="/search"]')).toHaveLength(1)
  })
})
