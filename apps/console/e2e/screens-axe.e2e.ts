import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSource, seriousAxeFindings } from './axe.ts'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, shopLogIn, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded logins (apps/server README "Console"): shop 1's owner and the platform's operator. */
const OWNER = { account: 'owner1', password: 'owner123' }
const OPERATOR = { account: 'operator', password: 'operator123' }
const SHOPPER = { account: 'demo', password: 'demo1234' }

/** Each of a shop owner's sections, then the operator's (the paths of app/shell.tsx). */
const OWNER_SCREENS = [
  'team-notes',
  'orders',
  'products',
  'finance',
  'quick-replies',
  'queue-settings',
  'labels',
  'reports',
] as const
const OPERATOR_SCREENS = [
  'recharges',
  'withdrawals',
  'money',
  'complaints',
  'audit-log',
  'reports',
  'status',
] as const

/** Four looks that between them cover both sizes, two languages and both themes (issue #44, #48). */
const LOOKS = [
  { name: 'desktop-en-light', viewport: DESKTOP, language: 'en', theme: 'light' },
  { name: 'desktop-zh-dark', viewport: DESKTOP, language: 'zh', theme: 'dark' },
  { name: 'phone-en-dark', viewport: PHONE, language: 'en', theme: 'dark' },
  { name: 'phone-zh-light', viewport: PHONE, language: 'zh', theme: 'light' },
] as const
type Look = (typeof LOOKS)[number]

/**
 * Issues #44 and #48, "look at every screen at both sizes, in two languages and dark mode, with
 * axe": every section of a shop owner and of the operator, the inbox with a conversation open (its
 * context panel and the private-note composer), in four looks. No critical or serious finding, no
 * page error, and nothing wider than the screen.
 */
describe('every console screen passes axe at 1440 and 390 px, in English and Chinese, light and dark', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    const given = process.env['E2E_SERVER_URL']
    server = given ? { url: given, stop: async () => undefined } : await startServer()
    browser = await launchChromium()
    // A conversation with shop 1 for the inbox to open (the demo data holds none).
    const shopper = await newTab(browser, PHONE)
    await shopper.page.goto(`${server.url}/chatRoomDetail/1`)
    await shopper.page.waitForURL(/\/login/)
    await shopLogIn(shopper.page, SHOPPER.account, SHOPPER.password)
    await shopper.page.waitForURL('**/chatRoomDetail/1')
    const input = shopper.page.getByRole('textbox', { name: 'Type a message' })
    await input.fill('Is the linen shirt back in stock?')
    await input.press('Enter')
    await shopper.page
      .locator('li[data-status="normal"]', { hasText: 'Is the linen shirt back in stock?' })
      .waitFor({ timeout: 20_000 })
    await shopper.context.close()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  /** Logs in (in English), then switches the device to the look's language and theme. */
  async function loggedIn(look: Look, login: { account: string; password: string }): Promise<Tab> {
    const tab = await newTab(browser, look.viewport)
    await consoleLogIn(tab.page, server.url, login.account, login.password)
    await tab.page.evaluate(({ language, theme }) => {
      window.localStorage.setItem('console-language', language)
      window.localStorage.setItem('console-theme', theme)
    }, look)
    return tab
  }

  /** Opens a screen by its path and waits until its heading and data are in. */
  async function open(tab: Tab, path: string) {
    await tab.page.goto(`${server.url}/console/${path}`)
    await tab.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })
    await tab.page.waitForLoadState('networkidle')
  }

  const overflowOf = (tab: Tab) =>
    tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  it.each(LOOKS)(
    '$name',
    async (look) => {
      const source = axeSource()
      const found: string[] = []
      const check = async (tab: Tab, screen: string) => {
        expect(await tab.page.evaluate(() => document.documentElement.dataset['theme'])).toBe(look.theme)
        for (const finding of await seriousAxeFindings(tab.page, source))
          found.push(
            `${screen}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.join(', ')}`,
          )
        const overflow = await overflowOf(tab)
        if (overflow > 1) found.push(`${screen}: ${overflow} px wider than the screen`)
      }

      const owner = await loggedIn(look, OWNER)
      // The inbox with the first conversation open: thread, context panel, reply and note composers.
      await open(owner, 'inbox')
      const row = owner.page.locator('.inbox-row').first()
      await row.waitFor({ timeout: 20_000 })
      await row.click()
      const composer = owner.page.locator('textarea').first()
      await composer.waitFor({ timeout: 20_000 })
      await owner.page.waitForLoadState('networkidle')
      await check(owner, 'inbox conversation')
      await snap(owner.page, `screens-${look.name}-inbox`)
      await owner.page.locator('.composer-mode__note').click()
      await check(owner, 'inbox private note')
      for (const screen of OWNER_SCREENS) {
        await open(owner, screen)
        await check(owner, screen)
        await snap(owner.page, `screens-${look.name}-${screen}`)
      }
      // The order view of the newest order in any state (the last tab is "All").
      await open(owner, 'orders')
      await owner.page.getByRole('tablist').first().getByRole('tab').last().click()
      await owner.page.locator('a[href*="/console/orders/"]').first().click()
      await owner.page.waitForURL(/\/console\/orders\/\d+/)
      await owner.page.waitForLoadState('networkidle')
      await check(owner, 'order view')

      const operator = await loggedIn(look, OPERATOR)
      for (const screen of OPERATOR_SCREENS) {
        await open(operator, screen)
        await check(operator, `operator ${screen}`)
        await snap(operator.page, `screens-${look.name}-operator-${screen}`)
      }
      expect(owner.errors).toEqual([])
      expect(operator.errors).toEqual([])
      await owner.context.close()
      await operator.context.close()
      console.log(`[screens axe] ${look.name}: ${found.length} findings`)
      expect(found).toEqual([])
    },
    300_000,
  )
})
