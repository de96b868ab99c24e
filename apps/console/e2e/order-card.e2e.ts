import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): a staff member of shop 1 and the demo shopper. */
const SHOPPER = { account: 'demo', password: 'demo1234' }
const STAFF = { account: 'service1', password: 'service123' }
const SHOP_ID = 1

interface OrderRow {
  id: number
  orderSn: string
  shopId: number
}

/** Calls the shop API and unwraps its `{ code, msg, data }` envelope (shop-spec §8). */
async function shopApi<T>(base: string, path: string, body?: unknown, token = ''): Promise<T> {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

/**
 * The demo shopper's order with shop 1: one placed through the shop's API (cart, then checkout to
 * the default address) when the demo data holds none. It waits for payment, which is a state too.
 */
async function anOrderWithShop1(base: string): Promise<OrderRow> {
  const { token } = (await shopApi<{ userinfo: { token: string } }>(base, '/api/user/login', SHOPPER))
    .userinfo
  const orders = await shopApi<{ list: OrderRow[] }>(
    base,
    '/api/user/order_list?page=1&limit=50',
    undefined,
    token,
  )
  const existing = orders.list.find((o) => o.shopId === SHOP_ID)
  if (existing) return existing
  const products = await shopApi<{ list: { id: number }[] }>(
    base,
    `/api/shop/products?id=${SHOP_ID}&page=1&limit=1`,
  )
  const productId = products.list[0]!.id
  const detail = await shopApi<{ skus: { id: number; stock: number }[] }>(
    base,
    `/api/product/detail?id=${productId}`,
  )
  const sku = detail.skus.find((s) => s.stock > 0)
  const cart = await shopApi<{ shops: { shopId: number; items: { id: number; productId: number }[] }[] }>(
    base,
    '/api/cart/add',
    { productId, ...(sku ? { skuId: sku.id } : {}), quantity: 1 },
    token,
  )
  const line = cart.shops.flatMap((shop) => shop.items).find((item) => item.productId === productId)!
  const addresses = await shopApi<{ list: { id: number }[] }>(
    base,
    '/api/user/address_list',
    undefined,
    token,
  )
  expect(addresses.list.length, 'the demo shopper has an address').toBeGreaterThan(0)
  const created = await shopApi<{ orders: OrderRow[] }>(
    base,
    '/api/order/create',
    { cartIds: [line.id], addressId: addresses.list[0]!.id },
    token,
  )
  return created.orders[0]!
}

/**
 * Issue #44 "A chat from an order" in the browsers: the shopper opens the shop's chat from one of
 * their orders; the order's card shows in the shop's chat and in the console's conversation (and its
 * list preview), and staff open the order view from it.
 */
describe('a chat opened from an order shows the order as a card both sides can tap', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    const given = process.env['E2E_SERVER_URL']
    server = given ? { url: given, stop: async () => undefined } : await startServer()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('sends the card, shows it on both sides, and staff open the order from it', async () => {
    const { id, orderSn } = await anOrderWithShop1(server.url)
    const cardName = new RegExp(`^Order ${orderSn}: `)

    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    // The shopper opens the order and taps its chat link.
    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/orderInfo/${id}`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL(`**/orderInfo/${id}`)
    await shopper.page.getByRole('link', { name: 'Chat with the shop about this order' }).click()
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}?order=${id}`)
    const shopCard = shopper.page.getByRole('link', { name: cardName })
    await shopCard.waitFor({ timeout: 20_000 })
    await expect.poll(() => shopCard.getAttribute('href')).toBe(`/orderInfo/${id}`)
    // Sent and acknowledged: the server found it true to the order (not waiting, not refused).
    await expect
      .poll(() => shopCard.locator('xpath=ancestor::li[1]').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('normal')
    await snap(shopper.page, 'order-card-shop')

    // The console: the list previews "[Order] <number>", the conversation shows the card.
    const row = staff.page.getByRole('button', { name: new RegExp(`\\[Order\\] ${orderSn}`) })
    await row.waitFor({ timeout: 20_000 })
    await row.click()
    const pane = staff.page.getByRole('region', { name: /^Conversation with/ })
    const consoleCard = pane.getByRole('link', { name: cardName })
    await consoleCard.waitFor({ timeout: 20_000 })
    await snap(staff.page, 'order-card-console')
    await consoleCard.click()
    await staff.page.waitForURL(`**/console/orders/${id}`)
    await staff.page.getByText(orderSn).first().waitFor({ timeout: 20_000 })

    // Back on the shop side, the card opens the order.
    await shopCard.click()
    await shopper.page.waitForURL(`**/orderInfo/${id}`)
  })
})
