import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): shop 1's staff member and the demo shopper. */
const SERVICE1 = { account: 'service1', password: 'service123' }
const SHOPPER = { account: 'demo', password: 'demo1234' }
const SHOP_ID = 1

/**
 * Issue #29 labels and message search in the browser (apps/server README "Labels and message
 * search"), against the real server: service1 creates a label, puts it on the demo shopper's
 * conversation and filters the inbox by it; then searches a word the shopper wrote and opens the
 * conversation at that message. Screenshots at 1440x900 (light and dark) and 390x844.
 */
describe('labels and message search', () => {
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

  const shopperWrites = async (text: string) => {
    const tab = await newTab(browser, PHONE)
    tabs.push(tab)
    await tab.page.goto(`${server.url}/chatRoomDetail/${SHOP_ID}`)
    await tab.page.waitForURL(/\/login/)
    await shopLogIn(tab.page, SHOPPER.account, SHOPPER.password)
    await tab.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}`)
    const input = tab.page.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    await expect.poll(() => tab.page.locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)
    await input.fill(text)
    await input.press('Enter')
    await tab.page.locator('.chat-msg--own', { hasText: text }).waitFor({ timeout: 15_000 })
    return tab
  }
  const row = (page: Page, text: string) => page.locator('.inbox-row', { hasText: text })

  it('creates a label, puts it on a conversation, filters by it, and finds a message', async () => {
    const stamp = Date.now().toString(36)
    const word = `parcel${stamp}`
    const written = `Where is my 手机 ${word}?`
    await shopperWrites(written)
    // Then a newer message, so the found one is not simply the last.
    await shopperWrites(`Thanks ${stamp}`)

    const staff = await newTab(browser, DESKTOP)
    tabs.push(staff)
    const page = staff.page
    await consoleLogIn(page, server.url, SERVICE1.account, SERVICE1.password)
    await page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    // The Labels page: add one.
    const labelName = `VIP ${stamp}`
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Labels' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Conversation labels' }).waitFor()
    await page.getByRole('button', { name: 'New label' }).click()
    const form = page.getByRole('form', { name: 'New label' })
    await form.getByLabel('Name').fill(labelName)
    await form.getByRole('radio', { name: 'Green' }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await page.locator('.labels-list .label-chip', { hasText: labelName }).waitFor({ timeout: 15_000 })
    await snap(page, 'console-labels-1440x900')

    // Put it on the demo shopper's conversation from the conversation view.
    await page.getByRole('link', { name: 'Inbox' }).click()
    await row(page, `Thanks ${stamp}`).waitFor({ timeout: 20_000 })
    await row(page, `Thanks ${stamp}`).click()
    await page.getByLabel('Add label').selectOption({ label: labelName })
    const headerChips = page.getByRole('list', { name: 'Labels of this conversation' })
    await headerChips.getByText(labelName).waitFor({ timeout: 15_000 })
    await row(page, `Thanks ${stamp}`).locator('.label-chip', { hasText: labelName }).waitFor()

    // Filter by it: only conversations carrying it are listed.
    await page.getByLabel('Label', { exact: true }).selectOption({ label: labelName })
    await row(page, `Thanks ${stamp}`).waitFor({ timeout: 15_000 })
    await expect.poll(() => page.locator('.inbox-row').count()).toBe(1)
    await page.getByRole('button', { name: 'Dark' }).click()
    await snap(page, 'console-labels-filter-dark-1440x900')
    await page.getByRole('button', { name: 'Light' }).click()
    await page.getByLabel('Label', { exact: true }).selectOption({ label: 'All labels' })

    // Search a word the shopper wrote; open the conversation at that message.
    const box = page.getByRole('searchbox', { name: 'Search messages' })
    await box.fill(word)
    await box.press('Enter')
    const hit = page.getByRole('button', { name: /Open the conversation with .* at this message/ })
    await hit.first().waitFor({ timeout: 15_000 })
    await expect.poll(() => hit.count()).toBe(1)
    await expect.poll(() => hit.locator('mark').textContent()).toBe(word)
    await snap(page, 'console-message-search-1440x900')
    await hit.click()
    const found = page.locator('.msg--found', { hasText: written })
    await found.waitFor({ timeout: 15_000 })
    expect(await found.isVisible()).toBe(true)

    // CJK text is found too.
    await box.fill('手机')
    await box.press('Enter')
    await page.locator('.search-hit mark', { hasText: '手机' }).first().waitFor({ timeout: 15_000 })

    // On a phone: the same search and the Labels page fit.
    const phone = await newTab(browser, PHONE)
    tabs.push(phone)
    await consoleLogIn(phone.page, server.url, SERVICE1.account, SERVICE1.password)
    // The phone keeps message search with the filters, folded away until asked for.
    await phone.page.getByRole('button', { name: 'Filters' }).click()
    const phoneBox = phone.page.getByRole('searchbox', { name: 'Search messages' })
    await phoneBox.fill(word)
    await phoneBox.press('Enter')
    await phone.page.locator('.search-hit mark', { hasText: word }).waitFor({ timeout: 20_000 })
    await snap(phone.page, 'console-message-search-390x844')
    await phone.page.goto(`${server.url}/console/labels`)
    await phone.page.locator('.labels-list .label-chip', { hasText: labelName }).waitFor({ timeout: 15_000 })
    await snap(phone.page, 'console-labels-390x844')
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(staff.errors).toEqual([])
    expect(phone.errors).toEqual([])
  })
})
