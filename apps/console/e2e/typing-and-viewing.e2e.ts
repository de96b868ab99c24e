import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): two staff members of shop 1 and the demo shopper. */
const SHOPPER = { account: 'demo', password: 'demo1234' }
const STAFF = { account: 'service1', password: 'service123' }
const COLLEAGUE = { account: 'agent1', password: 'service123', name: 'Mia (Shop 1)' }
const SHOP_ID = 1

/**
 * Issue #29 in the browsers: "typing…" both ways between the shop app and the console, "agent1 is
 * viewing" shown to service1, and the warning while a colleague types a reply too. The signals go
 * through the chat socket and are never stored (server README "Typing and who is viewing").
 */
describe('typing and who is viewing, with two staff members and a shopper', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows typing both ways, who is viewing, and warns before two reply at once', async () => {
    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })
    const colleague = await newTab(browser, DESKTOP)
    await consoleLogIn(colleague.page, server.url, COLLEAGUE.account, COLLEAGUE.password)
    await colleague.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })

    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/chatRoomDetail/${SHOP_ID}`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}`)
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    const question = `Is this in stock? ${Date.now()}`
    await input.fill(question)
    await input.press('Enter')

    // Both staff members open the conversation.
    const open = async (page: typeof staff.page) => {
      const row = page.getByRole('button', { name: new RegExp(question.slice(0, 17)) })
      await row.waitFor({ timeout: 20_000 })
      await row.click()
      const pane = page.getByRole('region', { name: /^Conversation with/ })
      await pane.getByText(question).waitFor()
      return pane
    }
    const pane = await open(staff.page)
    const colleaguePane = await open(colleague.page)

    // "agent1 is viewing" for service1 (and the other way round).
    await pane.getByText(`${COLLEAGUE.name} is viewing this conversation`).waitFor({ timeout: 15_000 })
    await colleaguePane.getByText(/is viewing this conversation/).waitFor({ timeout: 15_000 })

    // The shopper types: both staff members see it.
    await input.pressSequentially('Also, ', { delay: 30 })
    await pane.getByText(/is typing…/).waitFor({ timeout: 15_000 })
    await colleaguePane.getByText(/is typing…/).waitFor({ timeout: 15_000 })

    // service1 types a reply: the shopper's header says typing…, agent1 is warned.
    const box = staff.page.getByRole('textbox', { name: 'Message' })
    await box.pressSequentially('Yes, we', { delay: 30 })
    await shopper.page.getByTestId('chat-typing').waitFor({ timeout: 15_000 })
    await colleaguePane
      .getByRole('alert')
      .getByText(/is also typing a reply here/)
      .waitFor({ timeout: 15_000 })
    await snap(colleague.page, 'typing-warning')

    // The reply itself ends the shopper's "typing…".
    await box.press('Enter')
    await shopper.page.getByTestId('chat-typing').waitFor({ state: 'detached', timeout: 15_000 })
    await staff.context.close()
    await colleague.context.close()
    await shopper.context.close()
  })
})
