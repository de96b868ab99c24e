import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSource, seriousAxeFindings } from './axe.ts'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): shop 1's owner and the platform operator. */
const OWNER = { account: 'owner1', password: 'owner123' }
const OPERATOR = { account: 'operator', password: 'operator123' }
/** Early enough to hold every seeded order, whenever the demo's history was dated. */
const SINCE_EVER = '2000-01-01'

/** Dollars on a money card ("$1,234.50" -> 123450 cents). */
const centsIn = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100)

async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/**
 * Issue #42 marketplace money in the browser against the real server: shop 1's owner sees the
 * balance and the statement, saves a payout account and asks for a payout; the operator passes it
 * in the payout queue; the owner's payouts list says Paid; every reconciliation check holds.
 */
describe('a payout from the owner to the operator', () => {
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

  it('owner1 requests a payout, the operator passes it, and the ledger reconciles', async () => {
    const owner = await newTab(browser, DESKTOP)
    tabs.push(owner)
    await consoleLogIn(owner.page, server.url, OWNER.account, OWNER.password)
    await owner.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Finance' })
      .click()
    await owner.page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor()
    const balance = owner.page.getByLabel('Balance')
    await balance.waitFor({ timeout: 20_000 })
    const available = centsIn(
      (await balance.locator('.money-card', { hasText: 'Available' }).locator('.amount').textContent()) ?? '',
    )
    // The seed releases the demo's reviewed orders to their shops (server seed "demo-reviewed-orders").
    expect(available).toBeGreaterThan(100)

    // The statement of every seeded order: released ones, a totals row.
    const period = owner.page.getByRole('form', { name: 'Period' })
    await period.getByLabel('From').fill(SINCE_EVER)
    await period.getByRole('button', { name: 'Show' }).click()
    const statement = owner.page.getByRole('table', { name: new RegExp(`^Statement from ${SINCE_EVER}`) })
    await statement.waitFor({ timeout: 15_000 })
    await statement.getByText('Released', { exact: true }).first().waitFor()
    await statement.getByRole('rowheader', { name: 'Total' }).waitFor()
    await snap(owner.page, 'finance-owner-1440')

    // No account yet: the request says why it is disabled; saving one enables it.
    const request = owner.page.getByRole('form', { name: 'Request a payout' })
    const account = owner.page.getByRole('form', { name: 'Payout account' })
    if (await request.getByText('Add a payout account below before requesting a payout.').isVisible()) {
      await account.getByLabel('Bank name').fill('Bank of Test')
      await account.getByLabel('Account holder').fill('Shop One Ltd')
      await account.getByLabel('Account number').fill('DE44500105175407324931')
      await account.getByRole('button', { name: 'Save account' }).click()
      await owner.page.getByRole('status').filter({ hasText: 'Payout account saved.' }).waitFor()
    }
    await request.getByText(/Goes to: Bank of Test · Shop One Ltd/).waitFor({ timeout: 15_000 })
    await request.getByLabel('Amount (dollars)').fill('1.00')
    // A double click makes one payout (one request key per submission).
    await request.getByRole('button', { name: 'Request payout' }).dblclick()
    await owner.page.getByRole('status').filter({ hasText: 'Payout of $1.00 requested' }).first().waitFor()
    const payouts = owner.page.getByRole('region', { name: 'Payouts' })
    await payouts.getByText('In review').waitFor({ timeout: 15_000 })
    expect(await payouts.getByText('In review').count()).toBe(1)
    await expect
      .poll(async () =>
        centsIn(
          (await balance.locator('.money-card', { hasText: 'Available' }).locator('.amount').textContent()) ??
            '',
        ),
      )
      .toBe(available - 100)

    // The operator passes it, confirmed with the shop and the amount.
    const operator = await newTab(browser, DESKTOP)
    tabs.push(operator)
    await consoleLogIn(operator.page, server.url, OPERATOR.account, OPERATOR.password)
    await operator.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Money' })
      .click()
    await operator.page.getByRole('heading', { level: 1, name: 'Money' }).waitFor()
    await operator.page.getByLabel("The platform's figures").waitFor({ timeout: 15_000 })
    await operator.page
      .getByRole('navigation', { name: 'Money sections' })
      .getByRole('link', { name: 'Payout queue' })
      .click()
    const card = operator.page.locator('li.card', { hasText: 'DE44500105175407324931' })
    await card.waitFor({ timeout: 15_000 })
    expect((await card.textContent()) ?? '').toContain('$1.00')
    await card.getByRole('button', { name: 'Pass' }).click()
    const confirm = operator.page.getByRole('alertdialog', { name: 'Pay out this payout?' })
    expect((await confirm.textContent()) ?? '').toMatch(
      /Sends \$1\.00 from .+ to Bank of Test DE44500105175407324931\./,
    )
    await confirm.getByRole('button', { name: 'Yes, pass' }).click()
    await operator.page
      .getByRole('status')
      .filter({ hasText: /Payout #\d+ paid: \$1\.00/ })
      .waitFor()

    // Every invariant of the ledger holds after the payout.
    await operator.page
      .getByRole('navigation', { name: 'Money sections' })
      .getByRole('link', { name: 'Reconciliation' })
      .click()
    const checks = operator.page.locator('ul.checks > li')
    await checks.first().waitFor({ timeout: 15_000 })
    expect(await checks.count()).toBe(4)
    expect(await operator.page.locator('ul.checks > li.check--ok').count()).toBe(4)
    await snap(operator.page, 'money-reconciliation-1440')

    // Shop 1's ledger from the platform page holds the payout; the commission rates list the categories.
    const sections = operator.page.getByRole('navigation', { name: 'Money sections' })
    await sections.getByRole('link', { name: 'Platform' }).click()
    await operator.page
      .getByRole('link', { name: /^Ledger of / })
      .first()
      .waitFor({ timeout: 15_000 })
    await operator.page.locator('a[href="/console/money/shops/1"]').click()
    await operator.page.getByRole('heading', { name: 'Ledger of shop #1' }).waitFor()
    const ledger = operator.page.getByRole('table')
    await ledger.waitFor({ timeout: 15_000 })
    expect(await ledger.getByRole('row').count()).toBeGreaterThan(1)
    await snap(operator.page, 'money-ledger-1440')
    await sections.getByRole('link', { name: 'Commission rates' }).click()
    await operator.page.getByRole('heading', { name: 'Per category' }).waitFor({ timeout: 15_000 })
    expect(await operator.page.getByRole('form', { name: /^Commission rate of / }).count()).toBeGreaterThan(1)
    await snap(operator.page, 'money-commission-1440')

    // The owner sees it paid; the page fits a phone, light and dark.
    await owner.page.reload()
    await payouts.getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 })
    await owner.page.setViewportSize(PHONE)
    expect(await fitsWidth(owner.page)).toBe(true)
    await snap(owner.page, 'finance-owner-390')
    await period.getByLabel('From').fill(SINCE_EVER)
    await period.getByRole('button', { name: 'Show' }).click()
    await statement.getByRole('rowheader', { name: 'Total' }).scrollIntoViewIfNeeded({ timeout: 15_000 })
    expect(await fitsWidth(owner.page)).toBe(true)
    await snap(owner.page, 'finance-statement-390')
    await owner.page.getByRole('button', { name: 'Menu' }).click()
    await owner.page.getByRole('button', { name: 'Dark' }).click()
    await snap(owner.page, 'finance-owner-390-dark')
    // The longest of the five languages still fits the phone.
    await owner.page.getByLabel('Language').selectOption('tai')
    await owner.page.getByRole('heading', { level: 1, name: 'การเงิน' }).waitFor()
    expect(await fitsWidth(owner.page)).toBe(true)
    await snap(owner.page, 'finance-owner-390-dark-tai')
    await operator.page.setViewportSize(PHONE)
    await operator.page
      .getByRole('navigation', { name: 'Money sections' })
      .getByRole('link', { name: 'Platform' })
      .click()
    await operator.page.getByLabel("The platform's figures").waitFor()
    expect(await fitsWidth(operator.page)).toBe(true)
    await snap(operator.page, 'money-platform-390')
    expect([...owner.errors, ...operator.errors]).toEqual([])
  })

  it('has no critical or serious axe findings on Finance and Money, light and dark', async () => {
    const source = axeSource()
    const found: string[] = []
    const check = async (tab: Tab, screen: string) => {
      await tab.page.waitForLoadState('networkidle')
      for (const finding of await seriousAxeFindings(tab.page, source))
        found.push(
          `${screen}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.join(', ')}`,
        )
    }
    for (const theme of ['light', 'dark'] as const) {
      const owner = await newTab(browser, DESKTOP)
      tabs.push(owner)
      await consoleLogIn(owner.page, server.url, OWNER.account, OWNER.password)
      if (theme === 'dark') await owner.page.getByRole('button', { name: 'Dark' }).click()
      // In-app navigation: the theme lives in the page, a reload would reset it.
      await owner.page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Finance' })
        .click()
      await owner.page.getByLabel('Balance').waitFor({ timeout: 15_000 })
      const period = owner.page.getByRole('form', { name: 'Period' })
      await period.getByLabel('From').fill(SINCE_EVER)
      await period.getByRole('button', { name: 'Show' }).click()
      await owner.page.getByRole('rowheader', { name: 'Total' }).waitFor({ timeout: 15_000 })
      await check(owner, `finance (${theme})`)
      const operator = await newTab(browser, DESKTOP)
      tabs.push(operator)
      await consoleLogIn(operator.page, server.url, OPERATOR.account, OPERATOR.password)
      if (theme === 'dark') await operator.page.getByRole('button', { name: 'Dark' }).click()
      await operator.page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Money' })
        .click()
      await operator.page.getByLabel("The platform's figures").waitFor({ timeout: 15_000 })
      await check(operator, `platform money (${theme})`)
      const sections = operator.page.getByRole('navigation', { name: 'Money sections' })
      for (const [link, ready] of [
        ['Payout queue', 'No payouts here.'],
        ['Reconciliation', 'Check again'],
        ['Commission rates', 'Per category'],
      ] as const) {
        await sections.getByRole('link', { name: link }).click()
        await operator.page.getByText(ready).first().waitFor({ timeout: 15_000 })
        await check(operator, `${link} (${theme})`)
      }
      await sections.getByRole('link', { name: 'Platform' }).click()
      await operator.page.locator('a[href="/console/money/shops/1"]').click()
      await operator.page.getByRole('table').waitFor({ timeout: 15_000 })
      await check(operator, `ledger (${theme})`)
      if (theme === 'dark') await snap(operator.page, 'money-ledger-dark-1440')
    }
    expect(found).toEqual([])
  }, 180_000)
})
