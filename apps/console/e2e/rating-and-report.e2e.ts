import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): shop 1's staff member and the demo shopper. */
const STAFF = { account: 'service1', password: 'service123' }
const SHOPPER = { account: 'demo', password: 'demo1234' }
const SHOP_ID = 1

/**
 * Issue #29 satisfaction rating and report in the browsers (embedded chat; apps/server README
 * "Satisfaction ratings", "Reports"): service1 resolves the demo shopper's conversation, the shopper
 * sees the rating card in the shop's chat and rates 4 with a comment, the console shows the rating
 * beside the conversation, and the report page counts the conversation and the score.
 */
describe('resolve, the shopper rates, the report shows it', () => {
  let server: RunningServer
  let browser: Browser
  const tabs: Tab[] = []

  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
  })
  afterAll(async () => {
    for (const tab of tabs) await tab.context.close()
    await browser?.close()
    await server?.stop()
  })

  it('asks for a rating on resolve, shows the 4 stars and the comment, and counts them in the report', async () => {
    const staff = await newTab(browser, DESKTOP)
    tabs.push(staff)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    const shopper = await newTab(browser, PHONE)
    tabs.push(shopper)
    await shopper.page.goto(`${server.url}/chatRoomDetail/${SHOP_ID}`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}`)
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    await expect.poll(() => shopper.page.locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)
    const question = `Can I change the colour ${Date.now().toString(36)}`
    await input.fill(question)
    await input.press('Enter')
    await shopper.page.locator('.chat-msg--own', { hasText: question }).waitFor({ timeout: 15_000 })

    // The staff member opens the conversation (assigned to them: the only one online) and resolves it.
    const row = staff.page.getByRole('button', { name: new RegExp(question) })
    await row.waitFor({ timeout: 20_000 })
    await row.click()
    const pane = staff.page.getByRole('region', { name: /^Conversation with/ })
    await pane.getByText(question).waitFor()

    // Issue #44 "Who the shopper is": the panel names the shopper, masks the account, and lists
    // this conversation (open) and the orders with this shop, each a link; no wallet for a shop.
    const context = staff.page.getByRole('complementary', { name: 'Shopper' })
    await context.getByRole('heading', { name: 'Demo Shopper' }).waitFor({ timeout: 15_000 })
    await context.getByText('de*o', { exact: true }).waitFor()
    expect(await context.getByText('demo', { exact: true }).count()).toBe(0)
    expect(await context.getByTestId('shopper-local-time').textContent()).toMatch(/\(.+\/.+\)|Not known/)
    const history = context.getByRole('region', { name: /Conversations with this shop/ })
    await history.getByText('Open', { exact: true }).first().waitFor({ timeout: 15_000 })
    expect(await history.getByRole('link').first().getAttribute('href')).toMatch(
      /\/inbox\?conversation=mer_1_\d+$/,
    )
    await context.getByRole('region', { name: /Orders with this shop/ }).waitFor()
    expect(await context.getByRole('region', { name: /Top-ups/ }).count()).toBe(0)
    await snap(staff.page, 'console-shopper-context-1440x900')
    const states = staff.page.getByRole('group', { name: 'Conversation state' })
    await states.getByRole('button', { name: 'Resolve' }).click()
    await states.getByText('Resolved', { exact: true }).waitFor({ timeout: 15_000 })

    // The shopper gets the rating card in the chat, rates 4 with a comment.
    const card = shopper.page.getByRole('form', { name: 'How did we do?' })
    await card.waitFor({ timeout: 20_000 })
    await card.getByRole('button', { name: '4 of 5 stars' }).click()
    await expect
      .poll(() => card.getByRole('button', { name: '4 of 5 stars' }).getAttribute('aria-pressed'))
      .toBe('true')
    await card.getByLabel('Comment (optional)').fill('Quick and friendly')
    await card.getByRole('button', { name: 'Send rating' }).click()
    const thanks = shopper.page.getByRole('region', { name: 'Thanks for your rating' })
    await thanks.getByRole('img', { name: 'You rated 4 of 5' }).waitFor({ timeout: 15_000 })
    await thanks.getByText('Quick and friendly').waitFor()
    await snap(shopper.page, 'shop-rating-given-390x844')

    // The console shows the rating beside the conversation (read again while it is open).
    const ratings = staff.page.getByRole('region', { name: 'Satisfaction' })
    await ratings.getByRole('img', { name: '4 of 5' }).waitFor({ timeout: 30_000 })
    await ratings.getByText('Quick and friendly').waitFor()

    // The report: this week's figures count the conversation and its score.
    await staff.page.getByRole('link', { name: 'Reports' }).click()
    await staff.page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor({ timeout: 15_000 })
    const figures = staff.page.getByRole('table', { name: /Per staff member/ })
    const team = figures.getByRole('row', { name: /Whole shop/ })
    await team.waitFor({ timeout: 15_000 })
    const headers = await figures.getByRole('columnheader').allTextContents()
    const cells = [
      (await team.getByRole('rowheader').textContent()) ?? '',
      ...(await team.getByRole('cell').allTextContents()),
    ]
    const cellOf = (header: string) => cells[headers.findIndex((h) => h.startsWith(header))]
    expect(cellOf('Conversations')).toBe('1')
    expect(cellOf('Satisfaction')).toBe('4')
    expect(cellOf('Ratings')).toBe('1')
    // The first response did not come (resolved without an answer); resolution is counted.
    expect(cellOf('Resolution · Median')).not.toBe('—')
    await snap(staff.page, 'console-report-rated-1440x900')

    // Issue #44 "Reports tell the truth": service1's own row counts the conversation they resolved,
    // and the queue now and the days of the period are there, the days also as a chart.
    const members = staff.page.getByRole('table', { name: 'Per member' })
    const own = members.getByRole('row', { name: /Service 1/ })
    const memberHeaders = await members.getByRole('columnheader').allTextContents()
    const memberCells = [
      (await own.getByRole('rowheader').textContent()) ?? '',
      ...(await own.getByRole('cell').allTextContents()),
    ]
    expect(memberCells[memberHeaders.indexOf('Resolved in the period')]).toBe('1')
    expect(Number(memberCells[memberHeaders.indexOf('Open now')])).toBeGreaterThanOrEqual(0)
    expect(Number(await staff.page.getByTestId('queue-open').textContent())).toBeGreaterThanOrEqual(0)
    const chart = staff.page.getByRole('img', { name: /^Conversations per day/ })
    expect(await chart.getAttribute('aria-label')).toMatch(/Resolved [1-9]\d* in all/)
    await snap(staff.page, 'console-report-members-1440x900')
    await staff.page.setViewportSize(PHONE)
    await snap(staff.page, 'console-report-members-390x844')
    // On a phone: the list, then the conversation, then the shopper's panel as its own view.
    await staff.page.setViewportSize(DESKTOP)
    await staff.page.getByRole('link', { name: 'Inbox' }).first().click()
    await staff.page.setViewportSize(PHONE)
    // The row's last message is the rating now, not the question: find it by the shopper.
    await staff.page
      .getByRole('button', { name: /Demo Shopper/ })
      .first()
      .click()
    await staff.page.getByRole('button', { name: 'Shopper details' }).click()
    await staff.page.locator('.inbox[data-view="shopper"]').waitFor()
    await context.getByRole('heading', { name: 'Demo Shopper' }).waitFor()
    await snap(staff.page, 'console-shopper-context-390x844')
    expect(staff.errors).toEqual([])
    expect(shopper.errors).toEqual([])
  })
})
