import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { cartView, page, productDetail, products, shopDetail, USER } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'

let api: FakeApi
const review = {
  userName: 'Alice',
  avatar: '',
  productScore: 5,
  serviceScore: 4,
  postageScore: 5,
  spec: 'Red / M',
  createdAt: '2026-02-01T10:00:00.000Z',
}
const REVIEWS = [
  { ...review, id: 1, content: 'Lovely shirt', pictures: [] as string[] },
  { ...review, id: 2, productScore: 4, content: 'See the colour', pictures: ['/uploads/u/1/photo.webp'] },
]
let cartCount = 2
let followed = false

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  cartCount = 2
  followed = false
  api.requests.length = 0
  api.on('/api/product/detail', (r) => ({ data: productDetail(Number(r.query.get('id'))) }))
  api.on('/api/product/reviews', (r) => {
    const withPictures = r.query.get('withPictures') === 'true' || r.query.get('withPictures') === '1'
    const list = REVIEWS.filter((review) => !withPictures || review.pictures.length > 0)
    return { data: page(list, list.length) }
  })
  api.on('/api/product/review_summary', () => ({ data: { average: 4.5, count: 2, withPictures: 1 } }))
  api.on('/api/product/recommend', () => ({ data: { list: products(50, 2) } }))
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: cartView(cartCount) }))
  api.on('/api/cart/add', (r) => {
    cartCount += (r.body as { quantity: number }).quantity
    return { data: cartView(cartCount) }
  })
  api.on('/api/shop/info', (r) => ({ data: { ...shopDetail(Number(r.query.get('id'))), followed } }))
  api.on('/api/shop/products', () => ({ data: page(products(1, 3), 3) }))
  api.on('/api/shop/follow', () => {
    followed = true
    return { data: { shopId: 1, followed: true, followers: 43 } }
  })
  api.on('/api/shop/unfollow', () => {
    followed = false
    return { data: { shopId: 1, followed: false, followers: 42 } }
  })
})

describe('product detail', () => {
  it('shows price, stock, sales, seen count, description, reviews and recommendations', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    expect(await screen.findByRole('heading', { name: 'Product 7', level: 2 })).toBeTruthy()
    // Issue #46: the SKUs cost $25.99 to $27.99, so the headline says "from" until one is chosen.
    expect(screen.getByText('from $25.99')).toBeTruthy()
    expect(screen.getByText('Stock 8')).toBeTruthy()
    expect(screen.getByText('77 sold')).toBeTruthy()
    expect(screen.getByText('501 views')).toBeTruthy()
    expect(screen.getByText(/Machine washable/)).toBeTruthy()
    expect(await screen.findByText('Lovely shirt')).toBeTruthy()
    expect(await screen.findByText('Product 50')).toBeTruthy()
    // the shop's customer-service chat (with this product: its card is sent, issue #30), add to cart and buy now
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
      '/chatRoomDetail/1?product=7',
    )
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy()
  })

  it('shows the average and opens every review, filtered to those with photos (#46)', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    expect(await screen.findByText('4.5 out of 5 · 2 reviews')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'See all' }))
    const sheet = await screen.findByRole('dialog', { name: 'Reviews (2)' })
    expect(await within(sheet).findByText('Lovely shirt')).toBeTruthy()
    expect(within(sheet).getByText('See the colour')).toBeTruthy()
    const photos = within(sheet).getByRole('button', { name: 'With photos (1)' })
    expect(within(sheet).getByRole('button', { name: 'All (2)' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(photos)
    expect(await within(sheet).findByText('See the colour')).toBeTruthy()
    expect(within(sheet).queryByText('Lovely shirt')).toBeNull()
    expect(photos.getAttribute('aria-pressed')).toBe('true')
    expect(
      api.requests.some((r) => r.path === '/api/product/reviews' && r.query.get('withPictures') === 'true'),
    ).toBe(true)
  })

  it('opens the full-screen viewer from the gallery and closes it with Escape', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    await userEvent.click(await screen.findByRole('button', { name: 'View picture 1 full screen' }))
    // The viewer is its own chunk, loaded on the first tap (issue #46).
    expect(await screen.findByRole('dialog', { name: 'Picture viewer' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Picture viewer' })).toBeNull()
  })

  it('a guest opens the options sheet and chooses; adding to cart gets the loginFirst notice and /login', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Red' }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'M' }))
    expect(within(sheet).getByText('Stock 3')).toBeTruthy()
    expect(locationOf(runtime)).toBe('/detail/7/1')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }))
    await waitFor(() =>
      // Issue #46: the way back carries the choice (Red / M is SKU 11, one of it, to the cart).
      expect(locationOf(runtime)).toBe(
        '/login?redirect=%2Fdetail%2F7%2F1%3Fchoice%3D11-1-cart&notice=loginFirst',
      ),
    )
    expect((await screen.findByText('please login first')).closest('form')).toBeTruthy()
    expect(api.requests.some((r) => r.path === '/api/cart/add')).toBe(false)
  })

  // Issue #46: a guest's option choice survives logging in.
  it('back from /login with the choice, the sheet is open with it and one tap adds it', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1?choice=11-2-cart', token: 'good-token' })
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    expect(within(sheet).getByText('Stock 3')).toBeTruthy()
    expect((within(sheet).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByText('Added to cart')).toBeTruthy()
    expect(api.requests.find((r) => r.path === '/api/cart/add')?.body).toEqual({
      productId: 7,
      skuId: 11,
      quantity: 2,
    })
  })

  it('a choice that no longer fits (sold out, another product) opens nothing', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1?choice=12-1-buy', token: 'good-token' })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    expect(screen.queryByRole('dialog', { name: 'Choose specifications' })).toBeNull()
  })

  // Issue #46: the viewer zooms and has thumbnails; an option with its own picture turns the gallery.
  it('the viewer has thumbnails and zoom buttons', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    await userEvent.click(await screen.findByRole('button', { name: 'View picture 1 full screen' }))
    const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' })
    const thumbs = within(viewer).getByRole('list', { name: 'Thumbnails' })
    expect(within(thumbs).getByRole('button', { name: 'Show picture 1' }).getAttribute('aria-current')).toBe(
      'true',
    )
    await userEvent.click(within(thumbs).getByRole('button', { name: 'Show picture 2' }))
    expect(within(thumbs).getByRole('button', { name: 'Show picture 2' }).getAttribute('aria-current')).toBe(
      'true',
    )
    const zoomIn = within(viewer).getByRole('button', { name: 'Zoom in on picture 2' })
    const frame = zoomIn.closest('.zoomable') as HTMLElement
    const zoomOut = within(viewer).getByRole('button', { name: 'Zoom out of picture 2' }) as HTMLButtonElement
    expect(zoomOut.disabled).toBe(true)
    await userEvent.click(zoomIn)
    expect(frame.getAttribute('data-zoom')).toBe('1.50')
    await userEvent.click(zoomOut)
    expect(frame.getAttribute('data-zoom')).toBe('1.00')
  })

  it('choosing an option with its own picture turns the gallery to it', async () => {
    const BLUE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#blue'
    api.on('/api/product/detail', (r) => {
      const detail = productDetail(Number(r.query.get('id')))
      return {
        data: { ...detail, skus: detail.skus.map((sku) => (sku.id === 13 ? { ...sku, image: BLUE } : sku)) },
      }
    })
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    // Only the current slide is exposed (the others are aria-hidden): count the slides themselves.
    const slides = () => document.querySelectorAll('.gallery__slide')
    expect(slides()).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Blue' }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'L' }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(slides()).toHaveLength(3))
    const gallery = screen.getByRole('region', { name: 'Product pictures' })
    const current = within(gallery).getByRole('group', { name: 'Slide 1 of 3' })
    expect(current.querySelector('img')?.getAttribute('src')).toBe(BLUE)
  })

  it("shows the chosen SKU's price, in the sheet and on the page, once every option is chosen", async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    expect(within(sheet).getByText('from $25.99')).toBeTruthy()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Blue' }))
    // Blue comes only in L: its price is known before the size is chosen.
    expect(within(sheet).getByText('$27.99')).toBeTruthy()
    await userEvent.click(within(sheet).getByRole('button', { name: 'L' }))
    expect(within(sheet).getByText('$27.99')).toBeTruthy()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    const summary = document.querySelector('.detail-summary__price') as HTMLElement
    await waitFor(() => expect(summary.textContent).toBe('Price $27.99'))
  })

  // Issue #46: "1 items" was the one form for every count; English says 1 item, 2 items.
  it('names one item and one view in the singular', async () => {
    cartCount = 1
    api.on('/api/product/detail', (r) => ({ data: { ...productDetail(Number(r.query.get('id'))), seen: 1 } }))
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1', token: 'good-token' })
    expect(await screen.findByRole('link', { name: '1 item in cart' })).toBeTruthy()
    expect(screen.getByText('1 view')).toBeTruthy()
  })

  it('says so when a typed quantity is lowered to the stock', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1' })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Red' }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'M' }))
    const quantity = within(sheet).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '999{Enter}')
    expect(quantity.value).toBe('3')
    expect(within(sheet).getByText('Only 3 in stock: the quantity was set to 3')).toBeTruthy()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Decrease quantity' }))
    expect(within(sheet).queryByText('Only 3 in stock: the quantity was set to 3')).toBeNull()
  })

  it('disables sold-out options in the spec sheet and updates the cart badge after adding', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1', token: 'good-token' })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    expect(await screen.findByRole('link', { name: '2 items in cart' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    // Nothing chosen yet: the product's total stock, and adding waits for a full choice
    expect(within(sheet).getByText('Stock 8')).toBeTruthy()
    expect((within(sheet).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await userEvent.click(within(sheet).getByRole('button', { name: 'Red' }))
    // Red / L has no stock
    expect((within(sheet).getByRole('button', { name: /^L/ }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(within(sheet).getByRole('button', { name: 'M' }))
    expect(within(sheet).getByText('Stock 3')).toBeTruthy()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'Add to cart' }))

    expect(await screen.findByRole('link', { name: '4 items in cart' })).toBeTruthy()
    const add = api.requests.find((r) => r.path === '/api/cart/add')
    expect(add?.body).toEqual({ productId: 7, skuId: 11, quantity: 2 })
    expect(await screen.findByText('Added to cart')).toBeTruthy()
  })
})

describe('shop page', () => {
  it('shows total sales, fans and favourable rate, and follows then unfollows', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/shop/1', token: 'good-token' })
    expect(await screen.findByRole('heading', { name: 'Shop 1', level: 2 })).toBeTruthy()
    expect(screen.getByText('$98,765.43')).toBeTruthy()
    expect(screen.getByText('42')).toBeTruthy()
    expect(screen.getByText('98%')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }))
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy()
    expect(screen.getByText('43')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Following' }))
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy()
  })

  // Issue #46: /shop/9999 showed two errors, each with a Retry that could not help.
  it('a shop that does not exist is one not-found page, without Retry or toast', async () => {
    api.on('/api/shop/info', () => ({ data: null, code: 1002, msg: 'Shop not found' }))
    api.on('/api/shop/products', () => ({ data: null, code: 1002, msg: 'Shop not found' }))
    await renderApp({ baseUrl: api.baseUrl, path: '/shop/9999' })
    expect(await screen.findByText('This shop does not exist or has closed')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.queryByText('Shop not found')).toBeNull()
    expect(document.querySelector('.cm-toast')).toBeNull()
  })
})

describe('language screen', () => {
  it('switches the language, stores it under Lang and retitles the page', async () => {
    const { storage } = await renderApp({ baseUrl: api.baseUrl, path: '/language', token: 'good-token' })
    await userEvent.click(await screen.findByRole('radio', { name: '日本語' }))
    await waitFor(() => expect(document.title).toBe('言語'))
    expect(storage.map.get('Lang')).toBe('jp')
    expect(screen.getByRole('radio', { name: '日本語' }).getAttribute('aria-checked')).toBe('true')
  })
})
