import {
  addressAdd,
  addressList,
  cartAdd,
  cartList,
  createApiClient,
  orderCreate,
  orderList,
  productDetail,
  shopProducts,
  userLogin,
} from '@crossmart/api-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): a staff member of shop 1 and the demo shopper. */
const SHOPPER = { account: 'demo', password: 'demo1234' }
const STAFF = { account: 'service1', password: 'service123' }
const SHOP_ID = 1

/**
 * The demo shopper's order with shop 1: one placed through the shop's API (cart, then checkout, to
 * an address added when the demo data holds none) when there is none. It waits for payment, which
 * is a state too.
 */
async function anOrderWithShop1(baseUrl: string): Promise<{ id: number; orderSn: string }> {
  const api = (token?: string) => createApiClient({ baseUrl, getToken: () => token, duplicateWindowMs: 0 })
  const shopper = api((await api().call(userLogin, SHOPPER)).userinfo.token)
  const { list: orders } = await shopper.call(orderList, { page: 1, limit: 50 })
  const existing = orders.find((o) => o.shopId === SHOP_ID)
  if (existing) return existing
  const { list } = await shopper.call(shopProducts, { id: SHOP_ID, page: 1, limit: 1 })
  const product = await shopper.call(productDetail, { id: list[0]!.id })
  const sku = product.skus.find((s) => s.stock > 0)
  await shopper.call(cartAdd, { productId: product.id, skuId: sku?.id, quantity: 1 })
  const cart = await shopper.call(cartList)
  const line = cart.shops.flatMap((s) => s.items).find((i) => i.productId === product.id)!
  const address =
    (await shopper.call(addressList)).list[0] ??
    (await shopper.call(addressAdd, {
      addressee: 'Demo Shopper',
      mobile: '+15551234567',
      area: 'Lisbon',
      detailedAddress: '1 Rua Augusta',
      tag: 'home',
    }))
  const created = await shopper.call(orderCreate, { cartIds: [line.id], addressId: address.id })
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
