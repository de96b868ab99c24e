import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): the platform's operator and the demo shopper. */
const OPERATOR = { account: 'operator', password: 'operator123' }
const SHOPPER = { account: 'demo', password: 'demo1234' }

/**
 * Issue #44 "Who the shopper is", for the platform's service: the operator answering a shopper who
 * asks about a top-up sees that shopper's top-ups, withdrawals and complaints beside the chat (the
 * demo shopper's balance comes from a passed top-up in the demo data).
 */
describe("the platform's service sees the shopper's wallet beside the conversation", () => {
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

  it("shows the shopper's top-ups, withdrawals and complaints to the operator", async () => {
    const operator = await newTab(browser, DESKTOP)
    await consoleLogIn(operator.page, server.url, OPERATOR.account, OPERATOR.password)
    await operator.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    // The shopper writes to the platform's customer service (no shop).
    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/chatRoomDetail`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL('**/chatRoomDetail')
    const question = `Is my top-up still waiting? ${Date.now()}`
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.fill(question)
    await input.press('Enter')
    await shopper.page.locator('li[data-status="normal"]', { hasText: question }).waitFor({ timeout: 20_000 })

    const row = operator.page.getByRole('button', { name: new RegExp(question.slice(0, 24)) })
    await row.waitFor({ timeout: 20_000 })
    await row.click()
    const topUps = operator.page.getByRole('region', { name: /Top-ups/ })
    await topUps.waitFor({ timeout: 20_000 })
    const first = topUps.getByRole('listitem').first()
    await first.waitFor({ timeout: 20_000 })
    expect(await first.textContent()).toMatch(/#\d+/)
    await operator.page.getByRole('region', { name: /Withdrawals/ }).waitFor()
    await operator.page.getByRole('region', { name: /Complaints/ }).waitFor()
    expect(await operator.page.getByText("Only the platform's service sees these.").count()).toBeGreaterThan(
      0,
    )
    await snap(operator.page, 'platform-wallet-context')
    expect(operator.errors).toEqual([])
    await operator.context.close()
    await shopper.context.close()
  })
})
