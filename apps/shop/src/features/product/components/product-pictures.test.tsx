import { screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { page, productDetail, products } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'

// The server's demo pictures are stored at several widths, named by them (issue #31).
const stem = '/uploads/seed/art/p-ceramic-mug-0-0123abcdef-240_480'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.on('/api/product/detail', (r) => ({
    data: { ...productDetail(Number(r.query.get('id'))), images: [`${stem}-w480.webp`, `${stem}-w240.webp`] },
  }))
  api.on('/api/product/reviews', () => ({ data: page([], 0) }))
  api.on('/api/product/recommend', () => ({ data: { list: products(50, 2) } }))
})

describe('product pictures (#31)', () => {
  it('offer the gallery every width, sized to the screen, named by the product', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    const first = await screen.findByRole('img', { name: 'Product 7' })
    expect(first.tagName).toBe('IMG')
    expect(first.getAttribute('src')).toBe(`${stem}-w480.webp`)
    expect(first.getAttribute('srcset')).toBe(`${stem}-w240.webp 240w, ${stem}-w480.webp 480w`)
    expect(first.getAttribute('sizes')).toBe(FULL_WIDTH_SIZES)
  })
})
