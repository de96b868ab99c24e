import { type Address, API_CODE, type CartView } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { address, cartItem, cartOf, orderDetail } from '../../../test-support/commerce-data'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { USER } from '../../../test-support/fake-data'
import { pickRegion } from '../../../test-support/pick-region'
import { locationOf, renderApp } from '../../../test-support/render-app'

let api: FakeApi
let cart: CartView
let addresses: Address[]
let payCodeSet: boolean
let paid: Set<number>

const TOKEN = 'good-token'

function cartWith(selected: boolean[]): CartView {
  return cartOf([
    {
      shopId: 1,
      shopName: 'Shop One',
      items: [
        cartItem(1, { selected: selected[0] ?? false, quantity: 2 }),
        cartItem(2, { selected: selected[1] ?? false }),
      ],
    },
    { shopId: 2, shopName: 'Shop Two', items: [cartItem(3, { selected: selected[2] ?? false, stock: 0 })] },
  ])
}

function bodiesOf(path: string): unknown[] {
  return api.requests.filter((r) => r.path === path).map((r) => r.body ?? Object.fromEntries(r.query))
}

async function enterCode(code: string) {
  const keyboard = await screen.findByRole('group', { name: 'Number keyboard' })
  for (const digit of code) await userEvent.click(within(keyboard).getByRole('button', { name: digit }))
}

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  cart = cartWith([true, false, false])
  addresses = [address(1, { isDefault: true }), address(2)]
  payCodeSet = true
  paid = new Set()
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: { ...USER, payCodeSet } }))
  api.on('/api/cart/list', () => ({ data: cart }))
  api.on('/api/cart/select', (r) => {
    const body = r.body as { scope: string; ids?: number[]; shopId?: number; selected: boolean }
    const shops = cart.shops.map((shop) => ({
      ...shop,
      items: shop.items.map((item) =>
        body.scope === 'all' ||
        (body.scope === 'shop' && shop.shopId === body.shopId) ||
        (body.scope === 'items' && body.ids?.includes(item.id))
          ? { ...item, selected: body.selected }
          : item,
      ),
    }))
    cart = cartOf(shops)
    return { data: cart }
  })
  api.on('/api/cart/update', (r) => {
    const body = r.body as { id: number; quantity: number }
    cart = cartOf(
      cart.shops.map((s) => ({
        ...s,
        items: s.items.map((i) => (i.id === body.id ? { ...i, quantity: body.quantity } : i)),
      })),
    )
    return { data: cart }
  })
  api.on('/api/cart/remove', (r) => {
    const ids = (r.body as { ids: number[] }).ids
    cart = cartOf(
      cart.shops
        .map((s) => ({ ...s, items: s.items.filter((i) => !ids.includes(i.id)) }))
        .filter((s) => s.items.length > 0),
    )
    return { data: cart }
  })
  api.on('/api/user/address_list', () => ({ data: { list: addresses } }))
  api.on('/api/user/address', (r) => ({ data: addresses.find((a) => a.id === Number(r.query.get('id'))) }))
  api.on('/api/user/address_add', (r) => {
    const body = r.body as Omit<Address, 'id' | 'isDefault'> & { id?: number; isDefault?: boolean }
    const saved = address(body.id ?? 9, { ...body, isDefault: body.isDefault ?? addresses.length === 0 })
    addresses = [...addresses.filter((a) => a.id !== saved.id), saved]
    return { data: saved }
  })
  api.on('/api/user/address_set_default', (r) => {
    const id = (r.body as { id: number }).id
    addresses = addresses.map((a) => ({ ...a, isDefault: a.id === id }))
    return { data: addresses.find((a) => a.id === id) }
  })
  api.on('/api/user/address_del', (r) => {
    addresses = addresses.filter((a) => a.id !== Number(r.query.get('id')))
    return { data: null }
  })
  api.on('/api/order/create', () => ({
    data: { orders: [{ id: 41, orderSn: 'CM41', totalCents: 2_600 }], totalCents: 2_600 },
  }))
  api.on('/api/order/detail', (r) => {
    const id = Number(r.query.get('id'))
    return { data: orderDetail(id, paid.has(id) ? { status: 1, paidAt: '2026-03-01T10:05:00.000Z' } : {}) }
  })
  api.on('/api/order/pay', (r) => {
    const code = (r.body as { payCode: string }).payCode
    if (!payCodeSet) return { data: null, code: API_CODE.payCodeNotSet, msg: 'Payment code not set' }
    if (code !== '123456')
      return { data: null, code: API_CODE.payCodeWrong, msg: 'Wrong payment code, 4 tries left' }
    paid.add(41)
    return { data: { paidOrderIds: [41], paidCents: 2_600, balanceCents: 997_400 } }
  })
  api.on('/api/user/resetPay', () => ({ data: null }))
})

describe('cart (/bag)', () => {
  it('groups lines by shop, shows the server total, selects a shop and all, and settles', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/bag', token: TOKEN })
    expect(await screen.findByRole('region', { name: 'Shop One' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Shop Two' })).toBeTruthy()
    expect(screen.getByTestId('bag-total').textContent).toBe('$20.00')
    // the sold-out line cannot be selected
    expect((screen.getByRole('checkbox', { name: 'Select Item 3' }) as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('Unavailable')).toBeTruthy()
    // the tab bar's cart badge follows the cart
    expect(await screen.findByRole('link', { name: /Cart/ })).toBeTruthy()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every item of Shop One' }))
    await waitFor(() => expect(screen.getByTestId('bag-total').textContent).toBe('$40.00'))
    expect(bodiesOf('/api/cart/select')).toEqual([{ scope: 'shop', shopId: 1, selected: true }])

    // every selectable line is selected now: "select all" is on, and turns everything off
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement
    expect(all.checked).toBe(true)
    await userEvent.click(all)
    await waitFor(() => expect(screen.getByTestId('bag-total').textContent).toBe('$0.00'))
    expect((screen.getByRole('button', { name: 'Check out (0)' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(all)
    await waitFor(() => expect(screen.getByTestId('bag-total').textContent).toBe('$40.00'))
    expect(bodiesOf('/api/cart/select').slice(1)).toEqual([
      { scope: 'all', selected: false },
      { scope: 'all', selected: true },
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Check out (2)' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/checkout'))
  })

  it('changes a quantity within stock and removes a line after confirming', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/bag', token: TOKEN })
    const line = (await screen.findByText('Item 1')).closest('li') as HTMLElement
    await userEvent.click(within(line).getByRole('button', { name: 'Increase' }))
    await waitFor(() => expect(bodiesOf('/api/cart/update')).toEqual([{ id: 1, quantity: 3 }]))
    await waitFor(() => expect(screen.getByTestId('bag-total').textContent).toBe('$30.00'))

    await userEvent.click(within(line).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Remove Item 1 from the cart?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Removed from the cart')).toBeTruthy()
    expect(bodiesOf('/api/cart/remove')).toEqual([{ ids: [1] }])
    await waitFor(() => expect(screen.queryByText('Item 1')).toBeNull())
  })

  it('settle is disabled with nothing selected; an empty cart links to all products', async () => {
    cart = cartWith([false, false, false])
    await renderApp({ baseUrl: api.baseUrl, path: '/bag', token: TOKEN })
    expect(
      ((await screen.findByRole('button', { name: 'Check out (0)' })) as HTMLButtonElement).disabled,
    ).toBe(true)
    cart = cartOf([])
    await renderApp({ baseUrl: api.baseUrl, path: '/bag', token: TOKEN })
    expect(await screen.findByText('Your cart is empty')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/products')
  })

  it('shows an error with retry when the cart fails to load', async () => {
    api.on('/api/cart/list', () => ({ status: 502, raw: 'bad gateway' }))
    await renderApp({ baseUrl: api.baseUrl, path: '/bag', token: TOKEN })
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('checkout and payment', () => {
  it('orders the selected lines to the default address with the promo code, then pays', async () => {
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/checkout', token: TOKEN })
    const shop = await screen.findByRole('region', { name: 'Shop One' })
    expect(within(shop).getByText('Item 1')).toBeTruthy()
    expect(within(shop).getByText('$8.00')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Shop Two' })).toBeNull()
    expect(screen.getByText('Person 1')).toBeTruthy()
    expect(screen.getByTestId('checkout-total').textContent).toBe('$28.00')
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME10')
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }))

    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/payment'))
    expect(runtime.router.state.location.search).toEqual({ orders: '41' })
    expect(bodiesOf('/api/order/create')).toEqual([{ cartIds: [1], addressId: 1, promoCode: 'WELCOME10' }])
    // the server's priced order
    expect(await screen.findByTestId('pay-amount')).toBeTruthy()
    expect(screen.getByTestId('pay-amount').textContent).toBe('$26.00')
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy()
    expect(screen.getByTestId('pay-balance').textContent).toBe('$10,000.00')

    await enterCode('111111')
    expect(
      await screen.findByText('Payment failed: Wrong payment code, 4 tries left', { selector: 'p' }),
    ).toBeTruthy()
    await enterCode('123456')
    // Issue #31: the success screen of the paid order
    await waitFor(() => expect(locationOf(runtime)).toBe('/paySuccess?orders=41'))
    expect((await screen.findByTestId('paid-order-sn')).textContent).toBe('CM202600000041')
    expect(screen.getByRole('heading', { level: 2, name: 'Payment successful' })).toBeTruthy()
    expect(screen.getByTestId('paid-amount').textContent).toBe('$26.00')
    expect(screen.getByText('When it arrives, confirm receipt and leave a review.')).toBeTruthy()
    expect(bodiesOf('/api/order/pay')).toEqual([
      { orderIds: [41], payCode: '111111' },
      { orderIds: [41], payCode: '123456' },
    ])
    await userEvent.click(screen.getByRole('link', { name: 'View order' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/orderInfo/41'))
  })

  it('the success screen survives a reload; an order not paid yet goes to its payment', async () => {
    paid.add(41)
    const first = await renderApp({ baseUrl: api.baseUrl, path: '/paySuccess?orders=41', token: TOKEN })
    expect((await screen.findByTestId('paid-order-sn')).textContent).toBe('CM202600000041')
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/home')
    first.unmount()
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/paySuccess?orders=42', token: TOKEN })
    await waitFor(() => expect(locationOf(runtime)).toBe('/payment?orders=42'))
    expect(await screen.findByTestId('pay-amount')).toBeTruthy()
  })

  it("counts down to the server's pay deadline on the app's clock, and shows the order cancelled at 0", async () => {
    const deadline = Date.parse('2026-11-28T10:30:00.000Z')
    let now = deadline - 61_000
    let expired = false
    api.on('/api/order/detail', (r) => ({
      data: orderDetail(Number(r.query.get('id')), {
        status: expired ? -1 : 0,
        payDeadline: expired ? null : new Date(deadline).toISOString(),
      }),
    }))
    await renderApp({ baseUrl: api.baseUrl, path: '/payment?orders=41', token: TOKEN, now: () => now })
    expect((await screen.findByRole('timer')).textContent).toBe('Pay within 01:01')
    expect(
      screen.getByText('Unpaid at 00:00, the order is cancelled and its items go back on sale.'),
    ).toBeTruthy()
    now = deadline - 5_000
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Pay within 00:05'), {
      timeout: 3_000,
    })
    const reads = bodiesOf('/api/order/detail').length
    // The server cancels the order once its deadline passed (README "Unpaid orders expire").
    expired = true
    now = deadline
    expect(
      await screen.findByText('Payment time ran out: the order was cancelled', {}, { timeout: 3_000 }),
    ).toBeTruthy()
    expect(bodiesOf('/api/order/detail').length).toBeGreaterThan(reads)
    expect(screen.queryByRole('group', { name: 'Number keyboard' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to the cart' }).getAttribute('href')).toBe('/bag')
  })

  it('a balance too low offers Top up, whose screens carry the way back to the same payment', async () => {
    api.on('/api/user/getUserInfo', () => ({ data: { ...USER, payCodeSet, balanceCents: 1_000 } }))
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/payment?orders=41', token: TOKEN })
    expect(await screen.findByText('Your balance is lower than the amount to pay')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Top up' }))
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/topUp'))
    expect(runtime.router.state.location.search).toEqual({ back: '/payment?orders=41' })
    const card = await screen.findByRole('link', { name: /Card recharge|Manual/ })
    expect(decodeURIComponent(card.getAttribute('href') ?? '')).toContain('back=/payment?orders=41')
    await userEvent.click(screen.getByRole('button', { name: 'Back to payment' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/payment?orders=41'))
    expect(await screen.findByTestId('pay-amount')).toBeTruthy()
  })

  it('a way back that leaves the shop is dropped', async () => {
    await renderApp({
      baseUrl: api.baseUrl,
      path: `/topUp?back=${encodeURIComponent('//evil.example/payment')}`,
      token: TOKEN,
    })
    expect(await screen.findByText('Choose a recharge method')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back to payment' })).toBeNull()
  })

  it('applies a promo code before ordering: the server-priced discount and total show, a refused code shows nothing applied', async () => {
    api.on('/api/order/preview', (request) =>
      (request.body as { promoCode?: string }).promoCode?.toUpperCase() === 'SAVE5'
        ? {
            data: {
              orders: [
                {
                  shopId: 1,
                  goodsCents: 2_000,
                  freightCents: 800,
                  discountCents: 500,
                  totalCents: 2_300,
                  promoCode: 'SAVE5',
                },
              ],
              goodsCents: 2_000,
              freightCents: 800,
              discountCents: 500,
              totalCents: 2_300,
            },
          }
        : { data: null, code: 0, msg: 'Unknown promo code' },
    )
    await renderApp({ baseUrl: api.baseUrl, path: '/checkout', token: TOKEN })
    const field = await screen.findByLabelText('Promo code')
    expect(screen.getByTestId('checkout-total').textContent).toBe('$28.00')
    await userEvent.type(field, 'nope')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    // Issue #46: beside the field, and it stays (no 1.2 s toast) until the code changes.
    const refusal = await screen.findByText('Unknown promo code')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toContain(refusal.id)
    expect(document.querySelector('.cm-toast')).toBeNull()
    expect(screen.queryByTestId('promo-discount')).toBeNull()
    await userEvent.clear(field)
    expect(screen.queryByText('Unknown promo code')).toBeNull()
    await userEvent.type(field, 'save5')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect((await screen.findByTestId('promo-discount')).textContent).toBe('Discount (SAVE5)−$5.00')
    expect(screen.getByText('Total')).toBeTruthy()
    expect(screen.getByTestId('checkout-total').textContent).toBe('$23.00')
    expect(bodiesOf('/api/order/preview')).toEqual([
      { cartIds: [1], promoCode: 'nope' },
      { cartIds: [1], promoCode: 'save5' },
    ])
    // another code typed: the discount shown is no longer the one that would be charged
    await userEvent.type(field, 'X')
    expect(screen.queryByTestId('promo-discount')).toBeNull()
    expect(screen.getByTestId('checkout-total').textContent).toBe('$28.00')
  })

  // Issue #46: changing the address kept nothing of the applied promo code; now a code that still
  // holds stays applied, and one that does not any more says why it went.
  it('an applied promo code survives a change of address, or says why it was removed', async () => {
    let stillValid = true
    const priced = {
      orders: [
        {
          shopId: 1,
          goodsCents: 2_000,
          freightCents: 800,
          discountCents: 500,
          totalCents: 2_300,
          promoCode: 'SAVE5',
        },
      ],
      goodsCents: 2_000,
      freightCents: 800,
      discountCents: 500,
      totalCents: 2_300,
    }
    api.on('/api/order/preview', () =>
      stillValid ? { data: priced } : { data: null, code: 0, msg: 'This promo code has expired' },
    )
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/checkout', token: TOKEN })
    await userEvent.type(await screen.findByLabelText('Promo code'), 'save5')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect((await screen.findByTestId('promo-discount')).textContent).toBe('Discount (SAVE5)−$5.00')
    const chooseAnother = async (name: string) => {
      await userEvent.click(screen.getByRole('link', { name: 'Change the delivery address' }))
      await userEvent.click(await screen.findByRole('button', { name: `Deliver to ${name}` }))
      await waitFor(() => expect(locationOf(runtime)).toBe('/checkout'))
    }
    await chooseAnother('Person 2')
    await waitFor(() => expect(bodiesOf('/api/order/preview')).toHaveLength(2))
    expect((await screen.findByTestId('promo-discount')).textContent).toBe('Discount (SAVE5)−$5.00')
    expect(screen.getByTestId('checkout-total').textContent).toBe('$23.00')
    stillValid = false
    await chooseAnother('Person 1')
    expect(await screen.findByText('This promo code has expired')).toBeTruthy()
    expect(screen.queryByTestId('promo-discount')).toBeNull()
    expect(bodiesOf('/api/order/preview')).toEqual([
      { cartIds: [1], promoCode: 'save5' },
      { cartIds: [1], promoCode: 'SAVE5' },
      { cartIds: [1], promoCode: 'SAVE5' },
    ])
  })

  it('picks another address in choose mode and refuses a refused promo code with the server message', async () => {
    api.on('/api/order/create', () => ({ data: null, code: 0, msg: 'Unknown promo code' }))
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/checkout', token: TOKEN })
    await userEvent.click(await screen.findByRole('link', { name: 'Change the delivery address' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Deliver to Person 2' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/checkout'))
    const where = await screen.findByRole('region', { name: 'Delivery address' })
    await waitFor(() => expect(within(where).getByText('Person 2')).toBeTruthy())
    await userEvent.type(screen.getByLabelText('Promo code'), 'NOPE')
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }))
    expect(await screen.findByText('Unknown promo code')).toBeTruthy()
    expect(bodiesOf('/api/order/create')).toEqual([{ cartIds: [1], addressId: 2, promoCode: 'NOPE' }])
    expect(locationOf(runtime)).toBe('/checkout')
  })

  it('without an address asks for one; with nothing selected links back to the cart', async () => {
    addresses = []
    await renderApp({ baseUrl: api.baseUrl, path: '/checkout', token: TOKEN })
    expect(await screen.findByRole('link', { name: /Add a delivery address/ })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement).disabled).toBe(true)
    cart = cartWith([false, false, false])
    await renderApp({ baseUrl: api.baseUrl, path: '/checkout', token: TOKEN })
    expect(await screen.findByText('No items selected')).toBeTruthy()
  })

  it('a missing payment code (1009) shows the note with the way to the settings', async () => {
    payCodeSet = false
    await renderApp({ baseUrl: api.baseUrl, path: '/payment?orders=41', token: TOKEN })
    expect(await screen.findByText('You have not set payment password?')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to settings' }).getAttribute('href')).toBe('/changePayPwd')
  })

  // Issue #46: a new shopper who sets the code from the payment page is sent back to pay, not to Me.
  it('setting the payment code from the payment page comes back to the payment', async () => {
    payCodeSet = false
    api.on('/api/user/resetPay', () => {
      payCodeSet = true
      return { data: null }
    })
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/payment?orders=41', token: TOKEN })
    await userEvent.click(await screen.findByRole('link', { name: 'Go to settings' }))
    expect(await screen.findByText('Enter a new 6-digit payment code', { selector: 'p' })).toBeTruthy()
    await enterCode('246810')
    await enterCode('246810')
    expect(await screen.findByText('Payment code set')).toBeTruthy()
    // Back where the code was asked (the router writes the kept search as it parsed it).
    await waitFor(() => expect(runtime.router.state.location.pathname).toBe('/payment'))
    expect(runtime.router.state.location.search).toEqual({ orders: '41' })
    // Shown again, the payment asks the user again: the code is set, the note is gone.
    await waitFor(() => expect(screen.queryByText('You have not set payment password?')).toBeNull())
    expect(await screen.findByRole('group', { name: 'Number keyboard' })).toBeTruthy()
  })

  // Issue #46: "Buy now" orders the item alone and leaves the rest of the cart's selection as it was.
  it('buy now on product detail orders the item alone and keeps the rest of the cart selected', async () => {
    const { productDetail } = await import('../../../test-support/fake-data')
    api.on('/api/product/detail', () => ({ data: { ...productDetail(7), specs: [], skus: [] } }))
    api.on('/api/product/reviews', () => ({ data: { list: [], total: 0, page: 1, limit: 10 } }))
    api.on('/api/product/recommend', () => ({ data: { list: [] } }))
    api.on('/api/cart/add', () => {
      cart = cartOf([
        ...cart.shops,
        { shopId: 1, shopName: 'Shop One', items: [cartItem(7, { productId: 7, quantity: 3 })] },
      ])
      return { data: cart }
    })
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/detail/7/1', token: TOKEN })
    await screen.findByRole('heading', { name: 'Product 7', level: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose specifications' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(locationOf(runtime)).toMatch(/^\/checkout\?line=/))
    expect(bodiesOf('/api/cart/update')).toEqual([{ id: 7, quantity: 1 }])
    // only the bought line is selected; nothing is unselected
    expect(bodiesOf('/api/cart/select')).toEqual([{ scope: 'items', ids: [7], selected: true }])
    // the line selected before is still selected in the cart, and checkout orders line 7 alone
    expect(cart.shops.flatMap((s) => s.items).find((i) => i.id === 1)?.selected).toBe(true)
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }))
    await waitFor(() => expect(bodiesOf('/api/order/create')).toHaveLength(1))
    expect(bodiesOf('/api/order/create')[0]).toMatchObject({ cartIds: [7] })
  })
})

describe('addresses', () => {
  it("shows a suggested tag in the shopper's language, and the shopper's own tag as written", async () => {
    addresses = [address(1, { tag: 'Home' }), address(2, { tag: 'company' }), address(3, { tag: 'Grandma' })]
    await renderApp({ baseUrl: api.baseUrl, path: '/address', token: TOKEN, lang: 'zh' })
    expect(await screen.findByText('家')).toBeTruthy()
    expect(screen.getByText('公司')).toBeTruthy()
    expect(screen.getByText('Grandma')).toBeTruthy()
  })

  it('lists with the default marker, sets a default and deletes after confirming', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/address', token: TOKEN })
    expect(await screen.findByText('Person 1')).toBeTruthy()
    expect(screen.getAllByText('Default')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Set as default' }))
    expect(await screen.findByText('Default address changed')).toBeTruthy()
    expect(bodiesOf('/api/user/address_set_default')).toEqual([{ id: 2 }])

    await userEvent.click(screen.getByRole('button', { name: 'Delete the address of Person 1' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByText('Address deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Person 1')).toBeNull())
  })

  it('the form shows the shop-spec §5 messages and saves a valid address', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/addressForm', token: TOKEN })
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Please enter the addressee')).toBeTruthy()
    expect(bodiesOf('/api/user/address_add')).toEqual([])

    await userEvent.type(screen.getByLabelText('Addressee'), 'Ann Lee')
    // Issue #31: the country-code picker (names in the shopper's language) and the national part.
    await pickRegion(/^Country code: /, 'thai', 'Thailand +66')
    await userEvent.type(screen.getByLabelText('Mobile phone'), '081 234 5678')
    await pickRegion(/^Country or region/, 'th', 'Thailand')
    await userEvent.type(screen.getByLabelText('State or province'), 'Bangkok')
    await userEvent.type(screen.getByLabelText('Area'), 'Khlong Toei')
    await userEvent.type(screen.getByLabelText('Postcode'), '1011')
    await userEvent.type(screen.getByLabelText('Detailed address'), '12 Sukhumvit Road')
    await userEvent.click(screen.getByRole('button', { name: 'Company' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This postcode does not fit the country')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Postcode'), '0')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Address saved')).toBeTruthy()
    expect(bodiesOf('/api/user/address_add')).toEqual([
      {
        addressee: 'Ann Lee',
        mobile: '+66812345678',
        country: 'TH',
        region: 'Bangkok',
        area: 'Khlong Toei',
        postcode: '10110',
        detailedAddress: '12 Sukhumvit Road',
        // A suggested tag goes as its key, so it is shown in each shopper's language (issue #46).
        tag: 'company',
        isDefault: false,
      },
    ])
  })

  it('edits an existing address', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/addressForm/2', token: TOKEN })
    const name = (await screen.findByLabelText('Addressee')) as HTMLInputElement
    await waitFor(() => expect(name.value).toBe('Person 2'))
    await userEvent.clear(name)
    await userEvent.type(name, 'Bo')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Address saved')).toBeTruthy()
    expect(bodiesOf('/api/user/address_add')[0]).toMatchObject({ id: 2, addressee: 'Bo' })
  })
})
