import {
  addressAdd,
  addressList,
  cartAdd,
  cartList,
  createApiClient,
  orderCreate,
  orderPay,
  productDetail,
  RECHARGE_METHOD,
  shopProducts,
  userGetUserInfo,
  userLogin,
  walletBill,
  walletRecharge,
} from '@crossmart/api-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSource, seriousAxeFindings } from './axe.ts'
import {
  consoleLogIn,
  DESKTOP,
  launchChromium,
  newTab,
  PHONE,
  PNG,
  shopLogIn,
  snap,
  type Tab,
} from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"). */
const SHOPPER = { account: 'demo', password: 'demo1234', payCode: '123456' }
const STAFF = { account: 'service1', password: 'service123' }
/** The second staff member of shop 1 (apps/server README "Console"): the colleague mentioned in team notes. */
const COLLEAGUE = { account: 'agent1', password: 'service123', name: 'Mia (Shop 1)' }
const OPERATOR = { account: 'operator', password: 'operator123' }
const SHOP_ID = 1

/** The shopper's paid order of shop 1's first product, through the API. */
async function paidOrder(shopperApi: ReturnType<typeof createApiClient>) {
  const { list } = await shopperApi.call(shopProducts, { id: SHOP_ID, page: 1, limit: 1 })
  const product = await shopperApi.call(productDetail, { id: list[0]!.id })
  await shopperApi.call(cartAdd, { productId: product.id, skuId: product.skus[0]?.id, quantity: 1 })
  const cart = await shopperApi.call(cartList)
  const line = cart.shops.flatMap((s) => s.items).find((i) => i.productId === product.id)!
  const address = (await shopperApi.call(addressList)).list[0]!
  const created = await shopperApi.call(orderCreate, { cartIds: [line.id], addressId: address.id })
  const order = created.orders[0]!
  await shopperApi.call(orderPay, { orderIds: [order.id], payCode: SHOPPER.payCode })
  return order
}

describe('console against the started product, with a shopper in the shop app', () => {
  let server: RunningServer
  let browser: Browser
  let shopperToken: string
  const api = (token?: string) =>
    createApiClient({ baseUrl: server.url, getToken: () => token, duplicateWindowMs: 0 })

  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
    shopperToken = (await api().call(userLogin, SHOPPER)).userinfo.token
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('staff see a new conversation live, answer it, and the shopper sees the answer without any automatic reply', async () => {
    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    // The inbox connects the staff member's chat: from now on the shop counts as staffed.
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    const shopper: Tab = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/chatRoomDetail/${SHOP_ID}`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}`)
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    await expect.poll(() => shopper.page.locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)
    const othersBefore = await shopper.page.locator('.chat-msg:not(.chat-msg--own)').count()

    // The shopper writes; the conversation appears in the staff member's inbox.
    const question = `Do you ship to Lisbon? ${Date.now()}`
    await input.fill(question)
    const askedAt = Date.now()
    await input.press('Enter')
    const row = staff.page.getByRole('button', { name: new RegExp(question.slice(0, 20)) })
    await row.waitFor({ timeout: 15_000 })
    const listedMs = Date.now() - askedAt
    await row.click()
    const pane = staff.page.getByRole('region', { name: /^Conversation with/ })
    await pane.getByText(question).waitFor()
    // The only member online: the queue assigned it to them (apps/server README "Queue control").
    await staff.page
      .getByRole('group', { name: 'Assignment' })
      .getByText('You handle this')
      .waitFor({ timeout: 20_000 })

    // Staff -> shopper, measured from Enter to the text on the shopper's screen.
    const answer = `Yes, in 3 to 5 days. ${Date.now()}`
    const box = staff.page.getByRole('textbox', { name: 'Message' })
    await box.fill(answer)
    const answeredAt = Date.now()
    await box.press('Enter')
    await shopper.page
      .locator('.chat-msg:not(.chat-msg--own)', { hasText: answer })
      .waitFor({ timeout: 15_000 })
    const staffToShopperMs = Date.now() - answeredAt

    // Shopper -> staff in the open conversation.
    const followUp = `Great, thanks! ${Date.now()}`
    await input.fill(followUp)
    const followedAt = Date.now()
    await input.press('Enter')
    await pane.getByText(followUp).waitFor({ timeout: 15_000 })
    const shopperToStaffMs = Date.now() - followedAt
    console.log(
      `[console e2e] send -> display on loopback: staff -> shopper ${staffToShopperMs} ms, shopper -> staff (open conversation) ${shopperToStaffMs} ms, new conversation listed in the inbox ${listedMs} ms (goal < 1000 ms)`,
    )

    // The staff answer carries the staff member's name; no automatic "we are offline" reply came.
    const others = shopper.page.locator('.chat-msg:not(.chat-msg--own)')
    await expect.poll(() => others.count()).toBe(othersBefore + 1)
    const staffName = (await staff.page.locator('.topbar__me').textContent())?.split(' · ')[0]?.trim() ?? ''
    expect(staffName.length).toBeGreaterThan(0)
    expect(await others.last().locator('.chat-bubble__name').textContent()).toBe(staffName)
    await expect
      .poll(() =>
        staff.page
          .getByRole('region', { name: /^Conversation with/ })
          .locator('.msg--own')
          .last()
          .getAttribute('data-status'),
      )
      .toBe('normal')
    // Read receipts: the shopper's open chat read the answer; the staff member's copy says so.
    await pane.locator('.msg--own .msg__status', { hasText: 'Read' }).first().waitFor({ timeout: 20_000 })
    // The staff answer carries its time on the shopper's screen.
    expect(await others.last().locator('time').count()).toBe(1)

    // The shopper recalls the follow-up: the console shows it recalled, live, in the inbox preview
    // (with no unread badge left: the conversation was opened and answered) and after a reload.
    await shopper.page
      .locator('.chat-msg--own', { hasText: followUp })
      .getByRole('button', { name: 'Recall' })
      .click()
    await shopper.page.locator('.chat-msg--revoked').last().waitFor({ timeout: 15_000 })
    await pane.getByText('Message recalled').waitFor({ timeout: 15_000 })
    expect(await pane.getByText(followUp).count()).toBe(0)
    const recalledRow = staff.page.getByRole('button', { name: /Message recalled/ })
    await recalledRow.waitFor({ timeout: 20_000 })
    await expect.poll(() => recalledRow.locator('.badge').count(), { timeout: 15_000 }).toBe(0)
    await staff.page.reload()
    await staff.page.getByRole('button', { name: /Message recalled/ }).click()
    const reopened = staff.page.getByRole('region', { name: /^Conversation with/ })
    await reopened.getByText(answer).waitFor({ timeout: 15_000 })
    await reopened.getByText('Message recalled').waitFor({ timeout: 15_000 })
    expect(await reopened.getByText(followUp).count()).toBe(0)
    await snap(staff.page, 'console-inbox-1440x900')
    await snap(shopper.page, 'shop-chat-answered-390x844')
    expect(staff.errors).toEqual([])
    expect(shopper.errors).toEqual([])
    await shopper.context.close()
    await staff.context.close()
  })

  it('staff A mentions staff B in team notes; B sees the badge raised live, the mention and the note', async () => {
    const colleague = await newTab(browser, DESKTOP)
    await consoleLogIn(colleague.page, server.url, COLLEAGUE.account, COLLEAGUE.password)
    const colleagueNav = colleague.page.getByRole('navigation', { name: 'Console sections' })
    await colleagueNav.getByRole('link', { name: /^Team notes/ }).waitFor()

    const author = await newTab(browser, DESKTOP)
    await consoleLogIn(author.page, server.url, STAFF.account, STAFF.password)
    await author.page.getByRole('link', { name: /^Team notes/ }).click()
    // The members panel lists the colleague from the subscribers callback, online (their console is open).
    const members = author.page.getByRole('region', { name: 'Members' })
    await members.locator('li[data-online="true"]', { hasText: COLLEAGUE.name }).waitFor({ timeout: 20_000 })
    const box = author.page.getByRole('textbox', { name: 'Message' })
    await box.click()
    await box.pressSequentially('@Mi')
    await author.page
      .getByRole('list', { name: 'Mention a member' })
      .getByRole('button', { name: `@${COLLEAGUE.name}` })
      .waitFor()
    await box.press('Enter')
    const text = `please call the Lisbon shopper back ${Date.now()}`
    await box.pressSequentially(text)
    const sentAt = Date.now()
    await box.press('Enter')
    const notes = author.page.getByRole('list', { name: 'Messages' })
    await expect
      .poll(() => notes.locator('.msg--own').last().getAttribute('data-status'), { timeout: 15_000 })
      .toBe('normal')

    // B, on the inbox, sees the badge without a reload (the server's syncReminders command).
    await colleagueNav
      .getByRole('link', { name: /Team notes.*1 unread mention/ })
      .waitFor({ timeout: 15_000 })
    const badgeMs = Date.now() - sentAt
    console.log(`[console e2e] team note mention -> colleague's badge ${badgeMs} ms`)
    await colleagueNav.getByRole('link', { name: /^Team notes/ }).click()
    const mentions = colleague.page.getByRole('region', { name: 'Mentions' })
    const mention = mentions.getByRole('button', {
      name: new RegExp(`mentioned you: @${COLLEAGUE.name.replace(/[()]/g, '\\$&')} ${text}`),
    })
    await mention.waitFor({ timeout: 15_000 })
    const note = colleague.page
      .getByRole('list', { name: 'Messages' })
      .locator('.msg--mention', { hasText: text })
    await note.waitFor()
    await mention.click()
    await expect.poll(() => note.getAttribute('aria-current')).toBe('true')
    await mentions.getByText('Nobody has mentioned you.').waitFor({ timeout: 15_000 })
    await expect.poll(() => colleagueNav.getByRole('link', { name: /^Team notes$/ }).count()).toBe(1)
    await snap(colleague.page, 'console-team-notes-1440x900')
    expect(author.errors).toEqual([])
    expect(colleague.errors).toEqual([])
    await author.context.close()
    await colleague.context.close()
  })

  it("staff ship the shopper's paid order and the shopper sees it shipped", async () => {
    const shopperApi = api(shopperToken)
    const { list } = await shopperApi.call(shopProducts, { id: SHOP_ID, page: 1, limit: 1 })
    const product = await shopperApi.call(productDetail, { id: list[0]!.id })
    await shopperApi.call(cartAdd, { productId: product.id, skuId: product.skus[0]?.id, quantity: 1 })
    const cart = await shopperApi.call(cartList)
    const line = cart.shops.flatMap((s) => s.items).find((i) => i.productId === product.id)!
    const known = (await shopperApi.call(addressList)).list[0]
    const address =
      known ??
      (await shopperApi.call(addressAdd, {
        addressee: 'Demo Shopper',
        mobile: '+15551234567',
        area: 'Lisbon',
        detailedAddress: '1 Rua Augusta',
        tag: 'home',
      }))
    const created = await shopperApi.call(orderCreate, { cartIds: [line.id], addressId: address.id })
    const order = created.orders[0]!
    await shopperApi.call(orderPay, { orderIds: [order.id], payCode: SHOPPER.payCode })

    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByRole('link', { name: 'Orders' }).click()
    const row = staff.page.getByRole('row', { name: new RegExp(order.orderSn) })
    await row.getByRole('button', { name: 'Ship' }).click()
    const form = staff.page.getByRole('form', { name: `Ship order ${order.orderSn}` })
    // Issue #29: the order (a link), the line's variant, the address and phone are in the form.
    await form.getByText(address.addressee).waitFor()
    await form.getByRole('link', { name: address.mobile }).waitFor()
    await form.getByText(`${address.detailedAddress}, ${address.area}`).waitFor()
    await form.getByText(new RegExp(`${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* × 1`)).waitFor()
    await form.getByRole('link', { name: `Open order ${order.orderSn}` }).waitFor()
    await form.getByRole('button', { name: 'Ship' }).click()
    await form.getByText('Please enter the carrier').waitFor()
    await form.getByLabel('Carrier').fill('DHL Express')
    await form.getByLabel('Tracking number').fill('DHL-E2E-42')
    await snap(staff.page, 'console-orders-ship-1440x900')
    await form.getByRole('button', { name: 'Ship' }).click()
    await staff.page.getByRole('row', { name: new RegExp(order.orderSn) }).waitFor({ state: 'detached' })
    await staff.page
      .getByRole('status')
      .filter({ hasText: `Order ${order.orderSn} shipped with DHL Express` })
      .waitFor()
    // The order's own view shows it shipped, with its logistics.
    await staff.page.getByRole('tab', { name: 'Shipped' }).click()
    await staff.page.getByRole('link', { name: `Open order ${order.orderSn}` }).click()
    await staff.page.getByRole('heading', { level: 1, name: `Order ${order.orderSn}` }).waitFor()
    await staff.page.getByText('DHL Express DHL-E2E-42', { exact: true }).waitFor()
    await snap(staff.page, 'console-order-view-1440x900')

    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/login`)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL((url) => !url.pathname.startsWith('/login'))
    await shopper.page.goto(`${server.url}/orderInfo/${order.id}`)
    await shopper.page.getByText('DHL Express').first().waitFor({ timeout: 15_000 })
    await shopper.page.getByText('DHL-E2E-42').first().waitFor()
    await snap(shopper.page, 'shop-order-shipped-390x844')
    expect(staff.errors).toEqual([])
    await shopper.context.close()
    await staff.context.close()
  })

  it("an operator passes a recharge and the shopper's balance and bill change", async () => {
    const shopperApi = api(shopperToken)
    const evidence = await shopperApi.upload(new Blob([PNG], { type: 'image/png' }))
    const recharge = await shopperApi.call(walletRecharge, {
      method: RECHARGE_METHOD.manual,
      amountCents: 12_345,
      evidence: evidence.url,
    })
    const before = (await shopperApi.call(userGetUserInfo)).balanceCents

    const operator = await newTab(browser, DESKTOP)
    await consoleLogIn(operator.page, server.url, OPERATOR.account, OPERATOR.password)
    await operator.page.getByRole('link', { name: 'Recharges' }).click()
    const card = operator.page.getByRole('listitem').filter({ hasText: `Recharge #${recharge.id}` })
    await card.getByRole('button', { name: /View full size/ }).click()
    await operator.page.getByRole('dialog', { name: 'Payment evidence' }).waitFor()
    await snap(operator.page, 'console-recharge-evidence-1440x900')
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    // Issue #29: a Pass moves money, so it asks first with the amount and the account.
    await card.getByRole('button', { name: 'Pass' }).click()
    const confirm = operator.page.getByRole('alertdialog', { name: 'Pass this recharge?' })
    await confirm.getByText(`Credits $123.45 to account ${SHOPPER.account}`).waitFor()
    await snap(operator.page, 'console-recharge-confirm-1440x900')
    await confirm.getByRole('button', { name: 'Yes, pass' }).click()
    await card.waitFor({ state: 'detached' })
    await operator.page
      .getByRole('status')
      .filter({ hasText: `Recharge #${recharge.id} passed: $123.45 credited to ${SHOPPER.account}.` })
      .waitFor()

    const after = (await shopperApi.call(userGetUserInfo)).balanceCents
    expect(after - before).toBe(12_345)
    const bill = await shopperApi.call(walletBill, { page: 1, limit: 5 })
    expect(bill.list[0]).toMatchObject({ amountCents: 12_345 })

    await operator.page.getByRole('link', { name: 'Audit log' }).click()
    // Issue #29: sentences, filtered on the server by action.
    const filters = operator.page.getByRole('form', { name: 'Filter the audit log' })
    await filters.getByLabel('Action').selectOption({ label: 'Recharge passed' })
    await operator.page
      .getByText(new RegExp(`passed recharge #${recharge.id} of \\$123\\.45 for ${SHOPPER.account}`))
      .waitFor()
    await operator.page.getByText('Status: Waiting → Passed').first().waitFor()
    const entries = operator.page.locator('.audit-entry__sentence')
    await expect
      .poll(async () => (await entries.allTextContents()).every((t) => / passed recharge #/.test(t)))
      .toBe(true)
    expect(await operator.page.locator('.audit-log').textContent()).not.toContain('amountCents')
    await snap(operator.page, 'console-audit-log-1440x900')

    // The console on a phone-sized screen, with a paid order to ship.
    const paid = await paidOrder(shopperApi)
    const phone = await newTab(browser, PHONE)
    await consoleLogIn(phone.page, server.url, STAFF.account, STAFF.password)
    await phone.page
      .getByRole('button', { name: /^Demo Shopper/ })
      .first()
      .click()
    await phone.page.getByRole('textbox', { name: 'Message' }).waitFor()
    await snap(phone.page, 'console-inbox-390x844')
    // Issue #29: one header row with a Menu; the orders keep their Ship action as cards.
    const banner = phone.page.getByRole('banner')
    expect((await banner.boundingBox())!.height).toBeLessThan(80)
    await banner.getByRole('button', { name: 'Menu' }).click()
    await snap(phone.page, 'console-menu-390x844')
    await phone.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Orders' })
      .click()
    await phone.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
    const orderCard = phone.page.locator('tr', { hasText: paid.orderSn })
    const ship = orderCard.getByRole('button', { name: 'Ship' })
    await ship.waitFor()
    const shipBox = (await ship.boundingBox())!
    expect(shipBox.x + shipBox.width).toBeLessThanOrEqual(390)
    await snap(phone.page, 'console-orders-390x844')
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(operator.errors).toEqual([])
    expect(phone.errors).toEqual([])
    await phone.context.close()
    await operator.context.close()
  })

  it('has no critical or serious axe findings on the main screens, light and dark', async () => {
    const source = axeSource()
    const found: string[] = []
    const check = async (tab: Tab, screen: string) => {
      for (const finding of await seriousAxeFindings(tab.page, source))
        found.push(
          `${screen}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.join(', ')}`,
        )
    }
    const visit = async (tab: Tab, link: string, heading: string) => {
      await tab.page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: link })
        .click()
      await tab.page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await tab.page.waitForLoadState('networkidle')
    }
    for (const theme of ['light', 'dark'] as const) {
      const staff = await newTab(browser, DESKTOP)
      await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
      if (theme === 'dark') await staff.page.getByRole('button', { name: 'Dark' }).click()
      await staff.page
        .getByRole('button', { name: /^Demo Shopper/ })
        .first()
        .click()
      await staff.page.getByRole('textbox', { name: 'Message' }).waitFor()
      await check(staff, `inbox (${theme})`)
      await visit(staff, 'Orders', 'Orders')
      await check(staff, `orders (${theme})`)
      await visit(staff, 'Quick replies', 'Quick replies')
      await check(staff, `quick replies (${theme})`)
      const operator = await newTab(browser, DESKTOP)
      await consoleLogIn(operator.page, server.url, OPERATOR.account, OPERATOR.password)
      if (theme === 'dark') await operator.page.getByRole('button', { name: 'Dark' }).click()
      await visit(operator, 'Recharges', 'Recharge audits')
      await check(operator, `recharges (${theme})`)
      await visit(operator, 'Audit log', 'Audit log')
      await check(operator, `audit log (${theme})`)
      await snap(operator.page, `console-audit-log-${theme}-1440x900`)
      await staff.context.close()
      await operator.context.close()
    }
    console.log(`[console e2e] axe critical/serious findings: ${found.length}`)
    expect(found).toEqual([])
    // Ten screens in four logins: longer than one journey on a busy machine.
  }, 240_000)
})
