import {
  addressAdd,
  addressList,
  cartAdd,
  cartList,
  chatEditMessage,
  chatGetWebSocketUrl,
  createApiClient,
  orderCreate,
  orderPay,
  PRODUCT_STATUS,
  productDetail,
  REFUND_TYPE,
  refundApply,
  resolveSocketAddress,
  shopProducts,
  userLogin,
} from '@crossmart/api-client'
import { createImClient, type ImClient, type Message } from '@crossmart/im-sdk'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PNG, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"). */
const SHOPPER = { account: 'demo', password: 'demo1234', payCode: '123456' }
const STAFF = { account: 'service1', password: 'service123' }
const SHOP_ID = 1

// Issue #32: the console shows an edited message with its current text, as the shop does, and
// the refund decision form shows what the shopper asked for.
describe('console: edited messages and the refund request', () => {
  let server: RunningServer
  let browser: Browser
  let shopperToken: string
  let chat: ImClient | undefined
  const api = (token?: string) =>
    createApiClient({ baseUrl: server.url, getToken: () => token, duplicateWindowMs: 0 })

  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
    shopperToken = (await api().call(userLogin, SHOPPER)).userinfo.token
  })
  afterAll(async () => {
    chat?.destroy()
    await browser?.close()
    await server?.stop()
  })

  it("a shopper's edit shows in the open conversation: the current text, marked edited", async () => {
    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    // The shopper's app, as the SDK in Node (global WebSocket): one message, acked.
    const shopperApi = api(shopperToken)
    const info = await shopperApi.call(chatGetWebSocketUrl)
    const client = createImClient({
      uid: info.uid,
      token: info.token,
      address: resolveSocketAddress(info.wsUrl, new URL(server.url)),
      reconnect: { triggers: false },
    })
    chat = client
    client.connect()
    const stamp = Date.now()
    const typo = `Is the teapot in stcok? ${stamp}`
    const sent = client.send({ type: 1, content: typo }, { channelID: `mer_${SHOP_ID}`, channelType: 7 })
    const acked = await new Promise<Message>((resolve) => {
      const off = client.on('messageStatus', ({ message }) => {
        if (message.clientMsgNo === sent.clientMsgNo && message.status === 'normal') {
          off()
          resolve(message)
        }
      })
    })

    await staff.page.getByRole('button', { name: new RegExp(typo.slice(0, 20)) }).click({ timeout: 15_000 })
    const pane = staff.page.getByRole('region', { name: /^Conversation with/ })
    await pane.getByText(typo).waitFor()

    const fixed = `Is the teapot in stock? ${stamp}`
    await shopperApi.call(chatEditMessage, {
      channelId: `mer_${SHOP_ID}`,
      channelType: 7,
      messageId: acked.messageID,
      content: JSON.stringify({ type: 1, content: fixed }),
    })
    const bubble = pane.locator('.msg', { hasText: fixed })
    await bubble.waitFor({ timeout: 15_000 })
    expect(await bubble.locator('.bubble__edited').textContent()).toContain('edited')
    expect(await pane.getByText(typo).count()).toBe(0)

    // Opened afresh (after a reload) the conversation shows the edit too.
    await staff.page.reload()
    // (The inbox row's digest is the stored message; the stamp names it either way.)
    await staff.page.getByRole('button', { name: new RegExp(String(stamp)) }).click({ timeout: 20_000 })
    await staff.page
      .getByRole('region', { name: /^Conversation with/ })
      .getByText(fixed)
      .waitFor({ timeout: 15_000 })
    await snap(staff.page, 'console-edited-message-1440x900')
    expect(staff.errors).toEqual([])
    await staff.context.close()
  })

  it('the refund decision form shows the amount, reason, explanation and proof the shopper sent', async () => {
    const shopperApi = api(shopperToken)
    const { list } = await shopperApi.call(shopProducts, { id: SHOP_ID, page: 1, limit: 1 })
    const product = await shopperApi.call(productDetail, { id: list[0]!.id })
    await shopperApi.call(cartAdd, { productId: product.id, skuId: product.skus[0]?.id, quantity: 1 })
    const cart = await shopperApi.call(cartList)
    const line = cart.shops.flatMap((s) => s.items).find((i) => i.productId === product.id)!
    const address =
      (await shopperApi.call(addressList)).list[0] ??
      (await shopperApi.call(addressAdd, {
        addressee: 'Demo Shopper',
        mobile: '+15551234567',
        area: 'Lisbon',
        detailedAddress: '1 Rua Augusta',
        tag: 'home',
      }))
    const order = (await shopperApi.call(orderCreate, { cartIds: [line.id], addressId: address.id }))
      .orders[0]!
    await shopperApi.call(orderPay, { orderIds: [order.id], payCode: SHOPPER.payCode })
    const proof = await shopperApi.upload(new Blob([PNG], { type: 'image/png' }))
    const explanation = `The lid arrived cracked ${Date.now()}`
    await shopperApi.call(refundApply, {
      orderId: order.id,
      type: REFUND_TYPE.refundOnly,
      amountCents: 123,
      productStatus: PRODUCT_STATUS.received,
      reason: 'Damaged',
      explanation,
      proof: [proof.url],
    })

    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByRole('link', { name: 'Orders' }).click()
    await staff.page.getByRole('tab', { name: 'After-sale' }).click()
    await staff.page
      .getByRole('row', { name: new RegExp(order.orderSn) })
      .getByRole('button', { name: 'Decide refund' })
      .click()
    const form = staff.page.getByRole('form', { name: 'Refund decision' })
    const asked = form.getByRole('region', { name: 'What the shopper asked for' })
    await asked.getByText(explanation).waitFor({ timeout: 15_000 })
    for (const text of ['$1.23', 'Refund only', 'Received', 'Damaged'])
      expect(await asked.getByText(text, { exact: true }).count()).toBe(1)
    const picture = asked.getByRole('img', { name: 'Proof picture 1' })
    expect(await picture.getAttribute('src')).toBe(proof.url)
    // The picture really loads from our own upload.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await snap(staff.page, 'console-refund-request-1440x900')
    expect(staff.errors).toEqual([])
    await staff.context.close()
  })
})
