import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { untilHydrated } from '@crossmart/dev-kit/hydration'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { SHOP_DIR } from './start-server.ts'

export const PHONE_VIEWPORT = { width: 390, height: 844 }
export const SCREENSHOT_DIR = path.join(SHOP_DIR, 'test-results', 'e2e')

/** Debian's Chromium with the repository's flags (tooling/dev-kit). */
export { CHROMIUM_PATH, launchChromium } from '@crossmart/dev-kit/chromium'

/** Saves a phone-sized screenshot of the step: test-results/e2e/<name>.png. */
export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path: file })
  return file
}

/** The demo shopper seeded by the server (apps/server README: demo / demo1234, payment code 123456). */
export const DEMO = { account: 'demo', password: 'demo1234', payCode: '123456' } as const

/** A real 1x1 PNG: the server checks an upload's image type from its bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export interface Phone {
  context: BrowserContext
  page: Page
  /** Uncaught page errors: a test asserts none happened. */
  errors: string[]
}

/**
 * A fresh phone-sized tab, in English unless told (Lang is a localStorage setting, shop-spec §3);
 * `null` stores nothing, like a first visit from a browser in none of the five languages (German),
 * so the spec's default zh-CN applies (a first visit follows the browser's language, issue #31).
 */
export async function newPhone(browser: Browser, lang: string | null = 'en'): Promise<Phone> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 1,
    hasTouch: true,
    locale: lang === null ? 'de-DE' : 'en-US',
  })
  await context.addInitScript((value) => {
    if (value !== null && !window.localStorage.getItem('Lang')) window.localStorage.setItem('Lang', value)
  }, lang)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/** Fills the English login form shown on the page and submits it. */
export async function logIn(
  page: Page,
  credentials: { account: string; password: string } = DEMO,
): Promise<void> {
  // The server-rendered form answers a tap only once React has adopted it (see untilHydrated).
  const submit = page.getByRole('button', { name: 'Log in', exact: true })
  await untilHydrated(submit)
  await page.getByLabel('Account', { exact: true }).fill(credentials.account)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await submit.click()
}

/** The kept-alive slot of a route (hidden pages stay in the DOM). */
export function slot(page: Page, routeId: string) {
  return page.locator(`[data-page-key="${routeId}"]`)
}

/**
 * Chooses a country in a country picker (the shop's region sheet): opens the field named `field`,
 * types `query` into the sheet's search and taps `option`; the sheet closes.
 */
export async function pickRegion(scope: Page | Locator, field: RegExp, query: string, option: string) {
  await scope.getByRole('button', { name: field }).click()
  const page = 'page' in scope ? scope.page() : scope
  const sheet = page.getByRole('dialog')
  await sheet.getByRole('searchbox').fill(query)
  await sheet.getByRole('radio', { name: option, exact: true }).click()
  await sheet.waitFor({ state: 'detached' })
}
