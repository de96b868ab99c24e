import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { untilHydrated } from '@crossmart/dev-kit/hydration'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { CONSOLE_DIR } from './start-server.ts'

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 390, height: 844 }
export const SCREENSHOT_DIR = path.join(CONSOLE_DIR, 'test-results', 'e2e')

/** Debian's Chromium with the repository's flags (tooling/dev-kit). */
export { CHROMIUM_PATH, launchChromium } from '@crossmart/dev-kit/chromium'

export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path: file })
  return file
}

export interface Tab {
  context: BrowserContext
  page: Page
  errors: string[]
}

/** A fresh browser context (its own storage: its own login) in English. */
export async function newTab(browser: Browser, viewport: { width: number; height: number }): Promise<Tab> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('Lang')) window.localStorage.setItem('Lang', 'en')
    if (!window.localStorage.getItem('console-language'))
      window.localStorage.setItem('console-language', 'en')
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/** The console's login form (English). */
export async function consoleLogIn(page: Page, baseUrl: string, account: string, password: string) {
  await page.goto(`${baseUrl}/console/`)
  await page.getByLabel('Account', { exact: true }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  // The header, not the sections: on a phone those fold behind its Menu button (issue #29).
  await page.getByRole('banner').waitFor()
}

/** The shop's login form (English). */
export async function shopLogIn(page: Page, account: string, password: string) {
  // The server-rendered form answers a tap only once React has adopted it (see untilHydrated).
  const submit = page.getByRole('button', { name: 'Log in', exact: true })
  await untilHydrated(submit)
  await page.getByLabel('Account', { exact: true }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await submit.click()
}

/** A real 1x1 PNG: the server checks an upload's type from its bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
