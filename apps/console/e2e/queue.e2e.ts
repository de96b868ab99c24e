import { createApiClient, userRegister } from '@crossmart/api-client'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): shop 1's two staff members and the demo shopper. */
const SERVICE1 = { account: 'service1', password: 'service123' }
const AGENT1 = { account: 'agent1', password: 'service123', name: 'Mia (Shop 1)' }
const SHOPPER = { account: 'demo', password: 'demo1234' }
const SHOP_ID = 1

/**
 * Issue #29 queue control in the browser (apps/server README "Queue control"): two staff members of
 * shop 1 with their consoles open and two shoppers. The first conversation goes to service1 (both
 * have none: the lower id), the second to agent1, now the less busy one; agent1 resolves it with
 * Alt+E and the state filter shows it among the resolved, not the open ones.
 */
describe('queue control: automatic assignment, resolve by keyboard, state filter', () => {
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

  const staffTab = async (login: { account: string; password: string }) => {
    const tab = await newTab(browser, DESKTOP)
    tabs.push(tab)
    await consoleLogIn(tab.page, server.url, login.account, login.password)
    // The inbox connects the member's chat: from now on they count as online.
    await tab.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })
    return tab
  }
  const shopperWrites = async (login: { account: string; password: string }, text: string) => {
    const tab = await newTab(browser, PHONE)
    tabs.push(tab)
    await tab.page.goto(`${server.url}/chatRoomDetail/${SHOP_ID}`)
    await tab.page.waitForURL(/\/login/)
    await shopLogIn(tab.page, login.account, login.password)
    await tab.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}`)
    const input = tab.page.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    await expect.poll(() => tab.page.locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)
    await input.fill(text)
    await input.press('Enter')
    await tab.page.locator('.chat-msg--own', { hasText: text }).waitFor({ timeout: 15_000 })
    return tab
  }
  const row = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(text) })

  it('assigns to the less busy member, resolves with Alt+E and filters by state', async () => {
    const service1 = await staffTab(SERVICE1)
    const agent1 = await staffTab(AGENT1)

    // A second shopper of their own (registered now), so the two members end up with one each.
    const stamp = Date.now().toString(36)
    const newcomer = { account: `queue${stamp}`, password: 'queue12345' }
    await createApiClient({ baseUrl: server.url, duplicateWindowMs: 0 }).call(userRegister, {
      username: newcomer.account,
      email: `queue${stamp}@example.com`,
      password: newcomer.password,
      confirmPassword: newcomer.password,
    })
    const first = `First question ${stamp}`
    await shopperWrites(newcomer, first)
    await row(service1.page, first).waitFor({ timeout: 20_000 })
    await expect
      .poll(() => row(service1.page, first).locator('.inbox-row__assignee').textContent(), {
        timeout: 20_000,
      })
      .toBe('You handle this')

    const second = `Second question ${stamp}`
    await shopperWrites(SHOPPER, second)
    await row(agent1.page, second).waitFor({ timeout: 20_000 })
    await expect
      .poll(() => row(agent1.page, second).locator('.inbox-row__assignee').textContent(), { timeout: 20_000 })
      .toBe('You handle this')
    await expect
      .poll(() => row(service1.page, second).locator('.inbox-row__assignee').textContent(), {
        timeout: 20_000,
      })
      .toBe(`Handled by ${AGENT1.name}`)

    // agent1 opens it and resolves it from the keyboard.
    await row(agent1.page, second).click()
    const states = agent1.page.getByRole('group', { name: 'Conversation state' })
    await states.getByText('Open', { exact: true }).waitFor()
    await agent1.page.keyboard.press('Alt+KeyE')
    await states.getByText('Resolved', { exact: true }).waitFor({ timeout: 15_000 })

    // The state filter: among the resolved, not among the open. Resolving asks the shopper for a
    // rating in the chat (issue #29), which becomes the row's digest: the row is the demo shopper's.
    const resolvedRow = row(agent1.page, 'Demo Shopper')
    const filter = agent1.page.getByLabel('State', { exact: true })
    await filter.selectOption('resolved')
    await resolvedRow.waitFor({ timeout: 15_000 })
    await expect.poll(() => row(agent1.page, first).count()).toBe(0)
    await filter.selectOption('open')
    await row(agent1.page, first).waitFor({ timeout: 15_000 })
    await expect.poll(() => resolvedRow.count()).toBe(0)
    await snap(agent1.page, 'console-queue-open-1440x900')
    expect(service1.errors).toEqual([])
    expect(agent1.errors).toEqual([])
  })
})
