import { screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { renderApp } from '../../../test-support/render-app'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(async () => {
  await api?.close()
})

describe('a product that does not exist (issue #31)', () => {
  it('is a not-found page with no buy bar and one message (no toast besides it)', async () => {
    api.on('/api/product/detail', () => ({ data: null, code: 1002, msg: 'Product not found' }))
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/999999/1' })
    expect(await screen.findByText('This product does not exist or is no longer sold')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull()
    expect(screen.queryByText('Product not found')).toBeNull()
  })

  it('a failed load shows its error and retry, still without a buy bar', async () => {
    api.on('/api/product/detail', () => ({ data: null, code: 0, msg: 'Database unavailable' }))
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/5/1' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Database unavailable')
    // The message is on the page once, not repeated in a toast.
    expect(screen.getAllByText(/Database unavailable/)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull()
  })
})
