import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): two staff members of shop 1 and the demo shopper. */
const SHOPPER = { account: 'demo', password: 'demo1234' }
const STAFF = { account: 'service1', password: 'service123' }
const COLLEAGUE = { account: 'agent1', password: 'service123', name: 'Mia (Shop 1)' }
const SHOP_ID = 1

/**
 * Issue #44 in the browsers: a private note written in a conversation is shown to the staff in its
 * thread, mentions a colleague, whose mention opens the conversation at the note; the shopper's
 * chat never shows it (server README "Private notes").
 */
describe('private notes inside a conversation, with two staff members and a shopper', () => {
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

  it('notes for staff only, a mention that opens the conversation at the note', async () => {
    // Staff online first: otherwise the away message is the conversation's latest line.
    const staff = await newTab(browser, DESKTOP)
    await consoleLogIn(staff.page, server.url, STAFF.account, STAFF.password)
    await staff.page.getByText('Choose a conversation on the left.').waitFor({ timeout: 20_000 })
    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/chatRoomDetail/${SHOP_ID}`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL(`**/chatRoomDetail/${SHOP_ID}`)
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    const question = `Where is my refund ${Date.now()}`
    await input.fill(question)
    await input.press('Enter')

    await shopper.page.getByText(question).waitFor({ timeout: 15_000 })
    const row = staff.page.getByRole('button', { name: new RegExp(question.slice(0, 22)) })
    await row.waitFor({ timeout: 20_000 }).catch(async (error) => {
      await snap(staff.page, 'private-notes-inbox-missing')
      await snap(shopper.page, 'private-notes-shopper')
      throw error
    })
    await row.click()
    const pane = staff.page.getByRole('region', { name: /^Conversation with/ })
    await pane.getByText(question).waitFor()

    // A private note with a mention of agent1.
    await pane.getByRole('tab', { name: 'Private note' }).click()
    const box = pane.getByRole('textbox', { name: 'Private note' })
    await box.pressSequentially('Refund approved, tell them @Mi', { delay: 10 })
    await staff.page
      .getByRole('list', { name: 'Mention a member' })
      .getByRole('button', { name: `@${COLLEAGUE.name}` })
      .click()
    await box.pressSequentially('please')
    await box.press('Enter')
    const noteText = `Refund approved, tell them @${COLLEAGUE.name} please`
    const note = pane.locator('li[data-kind="note"]', { hasText: noteText })
    await note.waitFor({ timeout: 15_000 })
    expect(await note.textContent()).toContain('Private note')
    // The reply after it reaches the shopper; the note never does.
    await pane.getByRole('tab', { name: 'Reply' }).click()
    await pane.getByRole('textbox', { name: 'Message' }).fill('Your refund is on its way')
    await pane.getByRole('textbox', { name: 'Message' }).press('Enter')
    await snap(staff.page, 'console-private-note-1440x900')
    await shopper.page.getByText('Your refund is on its way').waitFor({ timeout: 15_000 })
    await shopper.page.reload()
    await shopper.page.getByText('Your refund is on its way').waitFor({ timeout: 15_000 })
    expect(await shopper.page.content()).not.toContain('Refund approved, tell them')

    // agent1's mention opens the conversation at the note.
    const colleague = await newTab(browser, DESKTOP)
    await consoleLogIn(colleague.page, server.url, COLLEAGUE.account, COLLEAGUE.password)
    await colleague.page.goto(`${server.url}/console/team-notes`)
    const mention = colleague.page
      .getByRole('region', { name: 'Mentions' })
      .getByRole('button', { name: /Refund approved, tell them/ })
    await mention.waitFor({ timeout: 20_000 })
    await mention.click()
    await colleague.page.waitForURL(/\/console\/inbox\?conversation=mer_1_\d+&note=\d+/)
    const opened = colleague.page.locator('li[data-kind="note"][aria-current="true"]', { hasText: noteText })
    await opened.waitFor({ timeout: 20_000 })
    expect(staff.errors).toEqual([])
    expect(colleague.errors).toEqual([])
  })
})
