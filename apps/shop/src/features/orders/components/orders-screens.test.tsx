import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, type FakeRequest, startFakeApi } from '../../../test-support/fake-api'
import { cartView, page, USER } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'
import { order } from '../testing/order-fixtures'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: cartView(0) }))
})

const calls = (path: string): FakeRequest[] => api.requests.filter((r) => r.path === path)
const open = (path: string) => renderApp({ baseUrl: api.baseUrl, path, token: 'tok' })

describe('my orders (/myPurchases/{status?}, /order)', () => {
  it('lists each order with shop, items, amount, status and the actions its status allows', async () => {
    api.on('/api/user/order_list', () => ({
      data: page(
        [
          order(1, { status: 0 }),
          order(2, { status: 2, totalCents: 4_550, deliveredAt: '2026-03-04T09:00:00.000Z' }),
          order(3, { status: 2 }),
        ],
        3,
      ),
    }))
    const { runtime } = await open('/myPurchases')
    const first = await screen.findByRole('article', { name: 'Order no. SN1001' })
    expect(within(first).getByText('Shop 1')).toBeTruthy()
    expect(within(first).getByText('Product 1')).toBeTruthy()
    expect(within(first).getByText('Waiting for payment')).toBeTruthy()
    expect(within(first).getByText('$30.00')).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Pay now' })).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    const second = screen.getByRole('article', { name: 'Order no. SN1002' })
    expect(within(second).getByText('$45.50')).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy()
    expect(within(second).queryByRole('button', { name: 'Pay now' })).toBeNull()
    // shipped, the carrier has not reported the delivery: still confirmable (shop-spec §4 code 2, #31)
    const shipped = screen.getByRole('article', { name: 'Order no. SN1003' })
    expect(within(shipped).getByText('On its way')).toBeTruthy()
    expect(within(shipped).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy()
    // "all" sends no status filter
    expect(calls('/api/user/order_list')[0]?.query.get('status')).toBeNull()

    // pay opens the payment screen with the order in its search params
    await userEvent.click(within(first).getByRole('button', { name: 'Pay now' }))
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/payment'))
    expect(runtime.router.state.location.search).toEqual({ orders: '1' })
  })

  it('switches the status tab: the route parameter and the status filter follow', async () => {
    api.on('/api/user/order_list', (r) => ({
      data: page(
        r.query.get('status') === '1' ? [order(3, { status: 1 })] : [],
        r.query.get('status') ? 1 : 0,
      ),
    }))
    const { runtime } = await open('/myPurchases')
    expect(await screen.findByText('No orders here yet')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'To ship' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/myPurchases/toShip'))
    expect(await screen.findByRole('article', { name: 'Order no. SN1003' })).toBeTruthy()
    expect(calls('/api/user/order_list').at(-1)?.query.get('status')).toBe('1')
    expect(screen.getByRole('tab', { name: 'To ship' }).getAttribute('aria-selected')).toBe('true')
  })

  it('opens on the tab of the parameter', async () => {
    api.on('/api/user/order_list', () => ({ data: page([order(4, { status: -4, refundStatus: 0 })], 1) }))
    await open('/myPurchases/afterSale')
    const card = await screen.findByRole('article', { name: 'Order no. SN1004' })
    expect(within(card).getByText('Refund applied')).toBeTruthy()
    expect(calls('/api/user/order_list')[0]?.query.get('status')).toBe('-4')
    expect(screen.getByRole('tab', { name: 'After-sale' }).getAttribute('aria-selected')).toBe('true')
  })

  it('cancels after a confirmation and reloads the list', async () => {
    let cancelled = false
    api.on('/api/user/order_list', () => ({ data: page([order(5, { status: cancelled ? -1 : 0 })], 1) }))
    api.on('/api/order/cancel', () => {
      cancelled = true
      return { data: order(5, { status: -1 }) }
    })
    await open('/myPurchases')
    const card = await screen.findByRole('article', { name: 'Order no. SN1005' })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order' })
    expect(within(dialog).getByText('Do you want to cancel this order?')).toBeTruthy()
    // "not now" sends nothing
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }))
    expect(calls('/api/order/cancel')).toHaveLength(0)
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(calls('/api/order/cancel')).toHaveLength(1))
    expect(calls('/api/order/cancel')[0]?.body).toEqual({ id: 5 })
    expect(await screen.findByText('Order cancelled')).toBeTruthy()
    expect(await screen.findByText('Cancelled')).toBeTruthy()
  })

  it('shows the failure and retries the list', async () => {
    let fail = true
    api.on('/api/user/order_list', () =>
      fail ? { data: null, code: 0, msg: 'database asleep' } : { data: page([order(6)], 1) },
    )
    await open('/myPurchases')
    expect(await screen.findByText(/database asleep/, { selector: '.cm-empty *' })).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Order no. SN1006' })).toBeTruthy()
  })

  it('/order is the order tab of the bottom navigation, with every status', async () => {
    api.on('/api/user/order_list', () => ({ data: page([order(7, { status: 3 })], 1) }))
    await open('/order')
    const card = await screen.findByRole('article', { name: 'Order no. SN1007' })
    expect(within(card).getByRole('button', { name: 'Review' })).toBeTruthy()
    expect(calls('/api/user/order_list')[0]?.query.get('status')).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(
      within(nav)
        .getByRole('link', { name: /Orders/ })
        .getAttribute('aria-current'),
    ).toBe('page')
  })
})

describe('order detail (/orderInfo/{id?})', () => {
  it('shows status, address, items, amounts, number, times and the logistics timeline', async () => {
    api.on('/api/order/detail', () => ({
      data: order(8, {
        status: 2,
        promoCode: 'SAVE5',
        shippedAt: '2026-03-03T09:00:00.000Z',
        logistics: {
          company: 'CrossMart Express',
          trackingNo: 'CM123',
          events: [
            { time: '2026-03-04T09:00:00.000Z', description: 'Out for delivery' },
            { time: '2026-03-03T09:00:00.000Z', description: 'Picked up' },
          ],
        },
      }),
    }))
    await open('/orderInfo/8')
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy()
    // shipped, not yet delivered (no deliveredAt): status 2 reads "on its way"
    expect(screen.getByText('On its way')).toBeTruthy()
    expect(screen.getByText('SN1008')).toBeTruthy()
    expect(screen.getByText('$25.00')).toBeTruthy()
    expect(screen.getByText('$8.00')).toBeTruthy()
    expect(screen.getByText('\u2212$3.00')).toBeTruthy()
    expect(screen.getByText('SAVE5')).toBeTruthy()
    expect(screen.getByText('$30.00')).toBeTruthy()
    expect(screen.getByText('CrossMart Express')).toBeTruthy()
    const events = screen.getAllByText(/Out for delivery|Picked up/).map((el) => el.textContent)
    expect(events).toEqual(['Out for delivery', 'Picked up'])
    expect(calls('/api/order/detail')[0]?.query.get('id')).toBe('8')
    // Issue #44: the shop's chat, opened with this order's card.
    const chat = screen.getByRole('link', { name: 'Chat with the shop about this order' })
    expect(chat.getAttribute('href')).toBe('/chatRoomDetail/1?order=8')
  })

  it('confirms receipt of a shipped order after asking', async () => {
    let received = false
    const deliveredAt = null
    api.on('/api/order/detail', () => ({ data: order(9, { status: received ? 3 : 2, deliveredAt }) }))
    api.on('/api/order/confirm', () => {
      received = true
      return { data: order(9, { status: 3, deliveredAt, receivedAt: '2026-03-05T09:00:00.000Z' }) }
    })
    await open('/orderInfo/9')
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }))
    expect(screen.getByText('Have you received the goods of this order?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }))
    // the review is offered at once; "Later" leaves the order as the server now has it
    const offer = await screen.findByRole('alertdialog', { name: 'Receipt confirmed' })
    expect(within(offer).getByText(/Tell other shoppers what you think/)).toBeTruthy()
    expect(calls('/api/order/confirm')[0]?.body).toEqual({ id: 9 })
    await userEvent.click(within(offer).getByRole('button', { name: 'Later' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // review is offered among the buttons, confirm is gone
    expect(await screen.findByRole('button', { name: 'Review' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull()
  })

  it('opens the review form from "Review now" right after the receipt is confirmed', async () => {
    api.on('/api/order/detail', () => ({ data: order(9, { status: 2, deliveredAt: null }) }))
    api.on('/api/order/confirm', () => ({
      data: order(9, { status: 3, deliveredAt: null, receivedAt: '2026-03-05T09:00:00.000Z' }),
    }))
    const { runtime } = await open('/orderInfo/9')
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }))
    const offer = await screen.findByRole('alertdialog', { name: 'Receipt confirmed' })
    await userEvent.click(within(offer).getByRole('button', { name: 'Review now' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/comment?orderId=9'))
    // Back on the kept-alive order: received, no Confirm receipt any more.
    await runtime.router.history.back()
    await waitFor(() => expect(locationOf(runtime)).toBe('/orderInfo/9'))
    expect(await screen.findByRole('button', { name: 'Review' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull()
  })

  it('puts a completed order\'s items into the cart again ("Buy again") and opens the cart', async () => {
    api.on('/api/order/detail', () => ({
      data: order(11, {
        status: 4,
        reviewed: true,
        discountCents: 0,
        totalCents: 3_300,
        items: [
          { ...order(11).items[0]!, skuId: 7, quantity: 2 },
          { ...order(11).items[0]!, productId: 50, skuId: null, quantity: 1 },
        ],
      }),
    }))
    api.on('/api/cart/add', () => ({ data: cartView(0) }))
    const { runtime } = await open('/orderInfo/11')
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }))
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/bag'))
    expect(calls('/api/cart/add').map((r) => r.body)).toEqual([
      { productId: 41, skuId: 7, quantity: 2 },
      { productId: 50, quantity: 1 },
    ])
    // no discount: no "Discount -$0.00" line
    expect(screen.queryByText('Discount')).toBeNull()
  })

  it('says when the order does not exist', async () => {
    api.on('/api/order/detail', () => ({ data: null, code: 1002, msg: 'Order not found' }))
    await open('/orderInfo/404')
    expect(await screen.findByText('This order does not exist')).toBeTruthy()
  })
})
