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
    expect(staff.errors).toEqual([])
    expect(shopper.errors).toEqual([])
  })
})
