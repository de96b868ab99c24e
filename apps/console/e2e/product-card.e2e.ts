import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): a staff member of shop 1 and the demo shopper. */
const SHOPPER = { account: 'demo', password: 'demo1234' }
const STAFF = { account: 'service1', password: 'service123' }
const SHOP_ID = 1

/** The text as a literal part of a pattern (product names may hold "(", "+" ...). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The answer envelope of the shop API (shop-spec §8). */
interface Envelope<T> {
  data: T
}

/**
 * Issue #30 in the browsers: a shopper opens customer service from a product page; the product's
 * card shows in the shop's chat and in the console's conversation (and its list preview), and
 * tapping it opens the product on either side (the console: the shop's product page in a new tab).
 */
describe('a chat opened from a product shows the product as a card both sides can tap', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    // E2E_SERVER_URL: a server already started by hand on fresh data (a busy machine may need longer
    // than startServer waits for the first seeding); otherwise one of our own.
    const given = process.env['E2E_SERVER_URL']
    server = given ? { url: given, stop: async () => undefined } : await startServer()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('sends the card once, shows it on both sides, and opens the product from it', async () => {
    const listed = (await (
      await fetch(`${server.url}/api/shop/products?id=${SHOP_ID}&page=1&limit=1`)
    ).json()) as Envelope<{ list: { id: number }[] }>
    const productId = listed.data.list[0]!.id
    const product = (
      (await (await fetch(`${server.url}/api/product/detail?id=${productId}`)).json()) as Envelope<{
        name: string
      }>
    ).data
    const cardName = new RegExp(`^Product: ${literal(product.name)}, `)

    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    // The shopper taps "Chat" on the product page (logging in on the way).
    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/detail/${productId}/${SHOP_ID}`)
    await shopper.page.getByRole('heading', { name: product.name }).waitFor({ timeout: 20_000 })
    await shopper.page.getByRole('link', { name: 'Chat', exact: true }).click()
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}?product=${productId}`)
    const shopCard = shopper.page.getByRole('link', { name: cardName })
    await shopCard.waitFor({ timeout: 20_000 })
    await expect.poll(() => shopCard.getAttribute('href')).toBe(`/detail/${productId}/${SHOP_ID}`)
    await expect.poll(() => shopCard.locator('img').getAttribute('alt')).toBe(product.name)
    // Sent and acknowledged (not waiting, not failed).
    await expect
      .poll(() => shopCard.locator('xpath=ancestor::li[1]').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('normal')
    await snap(shopper.page, 'product-card-shop')

    // The console: the list previews "[Product] <name>", the conversation shows the card.
    const row = staff.page.getByRole('button', { name: new RegExp(`\\[Product\\] ${literal(product.name)}`) })
    await row.waitFor({ timeout: 20_000 })
    await row.click()
    const pane = staff.page.getByRole('region', { name: /^Conversation with/ })
    const consoleCard = pane.getByRole('link', { name: cardName })
    await consoleCard.waitFor({ timeout: 20_000 })
    expect(await consoleCard.getAttribute('target')).toBe('_blank')
    expect(await consoleCard.locator('img').getAttribute('alt')).toBe(product.name)
    await snap(staff.page, 'product-card-console')
    // Staff tap it: the shop's product page opens in a new tab.
    const [productTab] = await Promise.all([staff.context.waitForEvent('page'), consoleCard.click()])
    await productTab.waitForURL(`**/detail/${productId}/${SHOP_ID}`)
    await productTab.getByRole('heading', { name: product.name }).waitFor({ timeout: 20_000 })
    await productTab.close()

    // Opening the chat from the same product again sends no second card.
    await shopper.page.goto(`${server.url}/detail/${productId}/${SHOP_ID}`)
    // The chat asks for the product before it decides (product-card-rule.ts): wait for that answer.
    await shopper.page.getByRole('heading', { name: product.name }).waitFor({ timeout: 20_000 })
    const asked = shopper.page.waitForResponse(
      (r) => r.url().includes('/api/product/detail') && shopper.page.url().includes('/chatRoomDetail'),
      { timeout: 30_000 },
    )
    await shopper.page.getByRole('link', { name: 'Chat', exact: true }).click()
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}?product=${productId}`)
    await shopCard.waitFor({ timeout: 20_000 })
    await asked
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.fill('Is this in stock?')
    await input.press('Enter')
    await pane.getByText('Is this in stock?').waitFor({ timeout: 20_000 })
    expect(await pane.getByRole('link', { name: cardName }).count()).toBe(1)
    expect(await shopper.page.getByRole('link', { name: cardName }).count()).toBe(1)

    // The shopper taps the card: the product page.
    await shopCard.click()
    await shopper.page.waitForURL(`**/detail/${productId}/${SHOP_ID}`)
    await shopper.page.getByRole('heading', { name: product.name }).waitFor({ timeout: 20_000 })
  })
})
