import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { CATEGORIES, page, products } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'

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
