import type { Notification } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import {
  cartView,
  page,
  product,
  productDetail,
  products,
  shopSummary,
  USER,
} from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'

const AT = '2026-03-01T10:00:00.000Z'
let api: FakeApi
let favourites: number[]
let followed: number[]
let notices: Notification[]

const posts = (path: string) => api.requests.filter((r) => r.path === path && r.method === 'POST')
const gets = (path: string) => api.requests.filter((r) => r.path === path && r.method === 'GET')

function notice(id: number, patch: Partial<Notification>): Notification {
  return {
    id,
    templateKey: 'notification.orderPaid',
    params: {},
    target: null,
    read: false,
    createdAt: AT,
    ...patch,
  }
}

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  favourites = [1, 2]
  followed = [3, 4]
  notices = [
    notice(3, {
      templateKey: 'notification.orderShipped',
      params: { orderSn: 'CM1001', company: 'DHL', trackingNo: 'JD0001' },
      target: { type: 'order', id: 12, orderId: null },
    }),
    notice(2, {
      templateKey: 'notification.rechargeRefused',
      params: { amountCents: 2550, remark: 'Blurry picture' },
      target: { type: 'recharge', id: 5, orderId: null },
    }),
    notice(1, {
      templateKey: 'notification.platformAnnouncement',
      params: { title: 'Holiday hours', body: 'Service replies slower this week.' },
      read: true,
    }),
  ]
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: cartView(0) }))
  api.on('/api/favourite/list', () => {
    const list = favourites.map((id) => ({ ...product(id), favouritedAt: AT }))
    return { data: page(list, list.length, 1, 20) }
  })
  api.on('/api/favourite/ids', () => ({ data: { ids: favourites } }))
  api.on('/api/favourite/add', (r) => {
    const { productId } = r.body as { productId: number }
    if (!favourites.includes(productId)) favourites = [productId, ...favourites]
    return { data: { productId, favourited: true } }
  })
  api.on('/api/favourite/remove', (r) => {
    const { productId } = r.body as { productId: number }
    favourites = favourites.filter((id) => id !== productId)
    return { data: { productId, favourited: false } }
  })
  api.on('/api/shop/follow_list', () => {
    const list = followed.map((id) => ({ ...shopSummary(id), followedAt: AT }))
    return { data: page(list, list.length, 1, 20) }
  })
  api.on('/api/shop/unfollow', (r) => {
    const { shopId } = r.body as { shopId: number }
    followed = followed.filter((id) => id !== shopId)
    return { data: { shopId, followed: false, followers: 1 } }
  })
  api.on('/api/product/detail', (r) => ({
    data: {
      ...productDetail(Number(r.query.get('id'))),
      favourited: favourites.includes(Number(r.query.get('id'))),
    },
  }))
  api.on('/api/product/reviews', () => ({ data: page([], 0) }))
  api.on('/api/product/recommend', () => ({ data: { list: products(50, 1) } }))
  api.on('/api/notification/list', () => ({
    data: { ...page(notices, notices.length, 1, 20), unread: notices.filter((n) => !n.read).length },
  }))
  api.on('/api/notification/unread_count', () => ({
    data: { unread: notices.filter((n) => !n.read).length },
  }))
  api.on('/api/notification/read', (r) => {
    const { id } = r.body as { id: number }
    notices = notices.map((n) => (n.id === id ? { ...n, read: true } : n))
    return { data: null }
  })
  api.on('/api/notification/read_all', () => {
    const marked = notices.filter((n) => !n.read).length
    notices = notices.map((n) => ({ ...n, read: true }))
    return { data: { marked } }
  })
  api.on('/api/order/detail', () => ({ data: null, code: 0, msg: 'not in this test' }))
  api.on('/api/user/recharge_log', () => ({ data: page([], 0) }))
  api.on('/api/user/help_support', () => ({
    data: {
      list: [
        { id: 1, title: 'How do I pay?', content: 'Pay from your balance with the payment code.' },
        { id: 2, title: 'Where is my order?', content: 'Open the order for its logistics.' },
      ],
    },
  }))
  api.on('/api/user/law', () => ({
    data: { list: [{ id: 7, title: 'Privacy policy', content: 'We keep little.' }] },
  }))
  api.on('/api/index/platform', () => ({
    data: {
      name: 'CrossMart',
      logo: '',
      about: 'A cross-border shop.',
      merchantEntryUrl: 'https://merchants.example/join',
      sellerUrl: 'https://merchants.example/sell',
      serviceEmail: 'help@crossmart.example',
      currencySymbol: '$',
    },
  }))
})

const open = (path: string, lang?: string) =>
  renderApp({ baseUrl: api.baseUrl, path, token: 'tok', ...(lang ? { lang } : {}) })

describe('favourites', () => {
  it('lists the favourites and removes one', async () => {
    await open('/myFavourite')
    const list = await screen.findByRole('list', { name: 'Favourite products' })
    expect(await within(list).findByText('Product 1')).toBeTruthy()
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Product 1 from favourites' }))
    await waitFor(() => expect(within(list).queryByText('Product 1')).toBeNull())
    expect(within(list).getByText('Product 2')).toBeTruthy()
    expect(posts('/api/favourite/remove').map((r) => r.body)).toEqual([{ productId: 1 }])
  })

  it('the heart on product detail starts from the favourited flag and round-trips', async () => {
    await open('/detail/5/1')
    const heart = await screen.findByRole('button', { name: 'Add to favourites' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(heart)
    const on = await screen.findByRole('button', { name: 'Remove from favourites' })
    expect(on.getAttribute('aria-pressed')).toBe('true')
    expect(favourites).toContain(5)
    await userEvent.click(on)
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeTruthy()
    expect(favourites).not.toContain(5)
  })

  it('a product card has its own heart, and the detail heart of that product follows', async () => {
    await open('/detail/5/1')
    const card = await screen.findByRole('button', { name: 'Add to favourites: Product 50' })
    await userEvent.click(card)
    expect(
      (await screen.findByRole('button', { name: 'Remove from favourites: Product 50' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true')
    expect(favourites).toContain(50)
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('shows a favourited product filled', async () => {
    favourites = [5]
    await open('/detail/5/1')
    expect(
      (await screen.findByRole('button', { name: 'Remove from favourites' })).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('shows the empty state when no favourite is left', async () => {
    favourites = []
    await open('/myFavourite')
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy()
  })
})

describe('followed shops (/heart)', () => {
  it('lists the shops with a link to each, and unfollows', async () => {
    await open('/heart')
    const list = await screen.findByRole('list', { name: 'Followed shops' })
    expect((await within(list).findByRole('link', { name: /Shop 3/ })).getAttribute('href')).toBe('/shop/3')
    await userEvent.click(within(list).getByRole('button', { name: 'Unfollow Shop 3' }))
    await waitFor(() => expect(within(list).queryByText('Shop 3')).toBeNull())
    expect(posts('/api/shop/unfollow').map((r) => r.body)).toEqual([{ shopId: 3 }])
    expect(followed).toEqual([4])
  })

  it('shows the empty state', async () => {
    followed = []
    await open('/heart')
    expect(await screen.findByText('You follow no shop yet')).toBeTruthy()
  })
})

describe('/notification', () => {
  it('renders each notice from its template and params, amounts formatted, in the language', async () => {
    await open('/notification')
    const list = await screen.findByRole('list', { name: 'Notifications' })
    expect(
      await within(list).findByText('Order CM1001 was shipped by DHL, tracking number JD0001.'),
    ).toBeTruthy()
    expect(within(list).getByText('Your recharge of $25.50 was refused.')).toBeTruthy()
    expect(within(list).getByText('Note: Blurry picture')).toBeTruthy()
    expect(within(list).getByText('Holiday hours')).toBeTruthy()
    expect(within(list).getByText('Service replies slower this week.')).toBeTruthy()
    expect(within(list).getAllByText(/Unread/)).toHaveLength(2)
  })

  it('renders in Chinese for a Chinese shopper', async () => {
    await open('/notification', 'zh-CN')
    expect(await screen.findByText('订单 CM1001 已由 DHL 发货，运单号 JD0001。')).toBeTruthy()
  })

  it('a tap marks the notice read and opens its record', async () => {
    const { runtime } = await open('/notification')
    const row = await screen.findByRole('button', { name: /Your recharge of \$25.50 was refused/ })
    await userEvent.click(row)
    await waitFor(() => expect(locationOf(runtime)).toBe('/topUpRecord'))
    expect(posts('/api/notification/read').map((r) => r.body)).toEqual([{ id: 2 }])
    expect(notices.find((n) => n.id === 2)?.read).toBe(true)
  })

  it('a shipped notice opens its order', async () => {
    const { runtime } = await open('/notification')
    await userEvent.click(await screen.findByRole('button', { name: /was shipped by DHL/ }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/orderInfo/12'))
  })

  it('marks all read, and the kept-alive me page badge follows when shown again', async () => {
    const { runtime } = await open('/filter')
    const entry = await screen.findByRole('link', { name: /Notifications/ })
    await waitFor(() => expect(within(entry).getByText('2')).toBeTruthy())
    await userEvent.click(entry)
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }))
    expect(await screen.findByText('All notifications marked read')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Notifications' })
    expect(within(list).queryAllByText(/Unread/)).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull()
    await runtime.router.navigate({ to: '/filter' })
    await waitFor(() => expect(within(entry).queryByText('2')).toBeNull())
    // The me page asked on its first view and again when shown; the bottom bar's badge (issue #31)
    // asks on each navigation as well.
    expect(gets('/api/notification/unread_count').length).toBeGreaterThanOrEqual(2)
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Me( |$)/ }).querySelector('.cm-badge')).toBeNull(),
    )
  })
})

describe('help, law and platform', () => {
  it('help lists the articles, opens one, and links to customer service', async () => {
    const { runtime } = await open('/helpAndSupport')
    await userEvent.click(await screen.findByRole('link', { name: 'How do I pay?' }))
    expect(await screen.findByText('Pay from your balance with the payment code.')).toBeTruthy()
    expect(locationOf(runtime)).toBe('/helpAndSupport?id=1')
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe(
      '/service',
    )
  })

  it('law lists its articles and says when one does not exist', async () => {
    await open('/law')
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull()
    await open('/law?id=99')
    expect(await screen.findByText('This article does not exist')).toBeTruthy()
  })

  it('platform shows the info and the merchant links, fetched once per app start', async () => {
    const { runtime } = await open('/platform')
    expect(await screen.findByText('A cross-border shop.')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Merchant entry and partnership/ }).getAttribute('href')).toBe(
      'https://merchants.example/join',
    )
    expect(screen.getByRole('link', { name: /Platform seller/ }).getAttribute('href')).toBe(
      'https://merchants.example/sell',
    )
    await runtime.router.navigate({ to: '/filter' })
    expect(await screen.findByRole('link', { name: /Platform seller/ })).toBeTruthy()
    expect(gets('/api/index/platform')).toHaveLength(1)
  })
})
