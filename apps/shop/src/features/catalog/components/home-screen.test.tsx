import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { CATEGORIES, page, products } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(async () => {
  await api?.close()
})

describe('/home that cannot load (issue #31)', () => {
  it('shows one error with one retry, which loads both the sections and the products', async () => {
    let up = false
    api.on('/api/index/index', () =>
      up
        ? { data: { banners: [], categories: CATEGORIES, hotProducts: [], hotMerchants: [] } }
        : { data: null, code: 0, msg: 'Service unavailable' },
    )
    api.on('/api/index/hot_product', () =>
      up ? { data: page(products(1, 2), 2) } : { data: null, code: 0, msg: 'Service unavailable' },
    )
    await renderApp({ baseUrl: api.baseUrl, path: '/home' })
    await screen.findByRole('alert')
    // Give the product list's failure time to land: it must not add a second error.
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/index/hot_product')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getAllByText(/Service unavailable/)).toHaveLength(1)
    up = true
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Product 2')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('/home banners and categories of the operator (issue #48)', () => {
  it('opens a banner’s search link with its query, and lists a category with its sub-categories on /explore', async () => {
    const banner = {
      id: 7,
      image: '/uploads/demo/banner.webp',
      title: 'Phones week',
      link: '/search?keyword=%E6%89%8B%E6%9C%BA',
    }
    const tree = [
      { ...CATEGORIES[0]!, children: [{ id: 40, label: '', name: 'Gaming laptops', icon: '' }] },
      CATEGORIES[1]!,
    ]
    api.on('/api/index/index', () => ({
      data: { banners: [banner], categories: tree, hotProducts: [], hotMerchants: [] },
    }))
    api.on('/api/index/hot_product', () => ({ data: page([], 0) }))
    api.on('/api/index/category', () => ({ data: { list: tree } }))
    api.on('/api/product/search', () => ({
      data: { list: [], total: 0, page: 1, limit: 10, didYouMean: null, help: null },
    }))
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/home' })
    await userEvent.click(await screen.findByRole('button', { name: 'Phones week' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/search?keyword=%E6%89%8B%E6%9C%BA'))
    expect((await screen.findAllByText(/手机/)).length).toBeGreaterThan(0)

    await runtime.router.navigate({ to: '/explore' })
    const children = await screen.findByRole('region', { name: 'Computers' })
    const link = await within(children).findByRole('link', { name: 'Gaming laptops' })
    expect(link.getAttribute('href')).toBe('/search?categoryId=40')
  })
})
