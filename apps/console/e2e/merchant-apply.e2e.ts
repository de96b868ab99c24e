import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PNG, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

const OPERATOR = { account: 'operator', password: 'operator123' }
const SET_PASSWORD_LINK = /https?:\/\/[^\s"\\]+\/console\/set-password\?code=[A-Za-z0-9._%-]+/

/**
 * Issue #48 "Merchants join" in the browser against the real server: a guest applies on
 * /console/apply (pictures uploaded as a guest), the operator approves in the Applications queue,
 * the owner's one-time link is read from the development mailer (the server's log), the owner sets
 * a password and logs in to the console as the new shop's owner.
 */
describe('a merchant joins', () => {
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

  it('a guest applies, the operator approves, the owner sets a password and logs in', async () => {
    const unique = Date.now().toString(36)
    const email = `owner-${unique}@harbor.example`
    const shopName = `Harbor ${unique}`

    const guest = await newTab(browser, DESKTOP)
    tabs.push(guest)
    await guest.page.goto(`${server.url}/console/apply`)
    await guest.page.getByRole('heading', { level: 1, name: 'Sell on CrossMart' }).waitFor()
    // Sent empty: every field says what it needs, nothing leaves.
    await guest.page.getByRole('button', { name: 'Send the application' }).click()
    await guest.page.getByText('Enter the business name').waitFor()
    await guest.page.getByLabel('Business name').fill('Harbor Goods Ltd')
    await guest.page.getByLabel('Shop name').fill(shopName)
    await guest.page.getByLabel('Contact email').fill(email)
    await guest.page.getByLabel('Country').selectOption('TH')
    await guest.page.getByLabel('Contact phone').fill('+66 81 234 5678')
    await guest.page.locator('.apply-categories input[type="checkbox"]').first().check()
    await guest.page.getByLabel('Short description').fill('Kitchenware from Bangkok')
    await guest.page
      .getByLabel('Shop logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await guest.page.getByRole('img', { name: 'Preview of the Shop logo' }).waitFor()
    await guest.page
      .getByLabel('Business document')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG })
    await guest.page.getByRole('img', { name: 'Preview of the Business document' }).waitFor()
    await guest.page.getByRole('button', { name: 'Send the application' }).click()
    await guest.page.getByText(/^Application MA-[A-Z2-7]{16} is sent/).waitFor()
    const reference = (await guest.page.locator('.apply__reference strong').textContent()) ?? ''
    expect(reference).toMatch(/^MA-[A-Z2-7]{16}$/)
    await snap(guest.page, 'merchant-apply-sent-1440')
    // The status page by the link: submitted.
    await guest.page.getByRole('link', { name: 'Follow the application' }).click()
    await guest.page.getByText('We are reviewing your application.').waitFor()

    const operator = await newTab(browser, DESKTOP)
    tabs.push(operator)
    await consoleLogIn(operator.page, server.url, OPERATOR.account, OPERATOR.password)
    await operator.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Applications' })
      .click()
    await operator.page.getByRole('heading', { level: 1, name: 'Merchant applications' }).waitFor()
    await operator.page.getByRole('button', { name: `Review ${shopName}` }).click()
    await operator.page.getByRole('img', { name: 'Business document' }).waitFor()
    await snap(operator.page, 'merchant-application-review-1440')
    await operator.page.getByRole('button', { name: 'Approve' }).click()
    const dialog = operator.page.getByRole('alertdialog', { name: `Approve ${shopName}?` })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await operator.page.getByText(`${shopName} is approved`, { exact: false }).first().waitFor()

    // The development mailer logs what it "sends": the owner's one-time link.
    await expect.poll(() => SET_PASSWORD_LINK.test(server.output?.() ?? '')).toBe(true)
    const link = (server.output?.() ?? '').match(SET_PASSWORD_LINK)![0]
    // The status page now says approved.
    await guest.page.reload()
    await guest.page.getByText('Approved', { exact: true }).waitFor()

    const owner = await newTab(browser, DESKTOP)
    tabs.push(owner)
    await owner.page.goto(link)
    await owner.page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor()
    await owner.page.getByLabel('New password').fill('harbor123')
    await owner.page.getByLabel('Repeat the password').fill('harbor123')
    await owner.page.getByRole('button', { name: 'Set the password' }).click()
    await owner.page.getByText(`Your password is set. Sign in with ${email}.`).waitFor()
    // The link works once.
    const again = await newTab(browser, DESKTOP)
    tabs.push(again)
    await again.page.goto(link)
    await again.page.getByLabel('New password').fill('another123')
    await again.page.getByLabel('Repeat the password').fill('another123')
    await again.page.getByRole('button', { name: 'Set the password' }).click()
    await again.page.getByRole('alert').filter({ hasText: /code/i }).waitFor()

    await consoleLogIn(owner.page, server.url, email, 'harbor123')
    await owner.page.getByText(shopName, { exact: false }).first().waitFor()
    await owner.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Products' })
      .waitFor()
  })
})
