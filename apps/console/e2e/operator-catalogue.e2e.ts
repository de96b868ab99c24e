import { createApiClient, indexCategory, indexIndex } from '@crossmart/api-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PNG, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded login (apps/server README "Console"): the platform's operator. */
const OPERATOR = { account: 'operator', password: 'operator123' }

/**
 * Issue #48 "The operator's marketplace" in the browser against the real server: the operator adds
 * a sub-category named in Chinese and a home banner that opens a search; the shop's home answers
 * both at once and the shop's home page shows the banner, whose tap opens the search.
 */
describe("the operator runs the shop's catalogue", () => {
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

  it('adds a Chinese sub-category and a search banner; the shop shows them at once', async () => {
    const stamp = Date.now().toString(36)
    const childName = `游戏本${stamp}`
    const words = `laptop${stamp}`
    const saleText = `Laptop week ${stamp}`
    const operator = await newTab(browser, DESKTOP)
    tabs.push(operator)
    const { page } = operator
    await consoleLogIn(page, server.url, OPERATOR.account, OPERATOR.password)
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Catalogue' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor()
    const tree = page.getByRole('list', { name: 'Category tree' })
    await tree.waitFor({ timeout: 20_000 })

    // A sub-category of the first top-level category, named in Chinese only (the language tabs).
    const addChild = page.getByRole('button', { name: /^Add sub-category to / }).first()
    const parentName = ((await addChild.textContent()) ?? '').replace('Add sub-category to ', '')
    await addChild.click()
    const form = page.getByRole('form', { name: `New sub-category of ${parentName}` })
    await form.getByRole('tab', { name: '中文' }).click()
    await form.getByLabel('Name in 中文').fill(childName)
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Category saved').waitFor({ timeout: 15_000 })
    await page
      .getByRole('list', { name: `Sub-categories of ${parentName}` })
      .getByText(childName, { exact: true })
      .waitFor()
    await snap(page, 'catalogue-categories-1440x900')

    // A banner that opens a search, with an uploaded picture.
    await page
      .getByRole('navigation', { name: 'Catalogue sections' })
      .getByRole('link', { name: 'Banners' })
      .click()
    await page.getByRole('button', { name: 'New banner' }).click()
    const bannerForm = page.getByRole('form', { name: 'New banner' })
    await bannerForm
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG })
    await bannerForm.getByRole('img', { name: 'Picture' }).waitFor({ timeout: 15_000 })
    await bannerForm.getByLabel('Sale text (optional)').fill(saleText)
    await bannerForm.getByRole('radio', { name: 'A search' }).check()
    await bannerForm.getByLabel('Search words').fill(words)
    await bannerForm.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Banner saved').waitFor({ timeout: 15_000 })
    const row = page.getByRole('row', { name: new RegExp(words) })
    await row.waitFor({ timeout: 15_000 })
    expect(await row.textContent()).toContain('Live')
    // Moved up to the first place of the carousel (the home shows the first slide).
    const table = page.getByRole('table')
    const count = (await table.getByRole('row').count()) - 1
    for (let n = count; n > 1; n--) {
      await page.getByRole('button', { name: `Move banner ${n} up` }).click()
      await expect
        .poll(() =>
          table
            .getByRole('row')
            .nth(n - 1)
            .textContent(),
        )
        .toContain(words)
    }
    await snap(page, 'catalogue-banners-1440x900')

    // The shop's home answers both at once (the catalogue cache was dropped by the writes).
    const shopApi = (lang: string) =>
      createApiClient({
        baseUrl: server.url,
        duplicateWindowMs: 0,
        getLang: () => lang,
        langQueryForGuests: true,
      })
    const home = await shopApi('en').call(indexIndex)
    expect(home.banners[0]).toMatchObject({ title: saleText, link: `/search?keyword=${words}` })
    const inChinese = await shopApi('zh-CN').call(indexCategory)
    const parent = inChinese.list.find((c) => (c.children ?? []).some((child) => child.name === childName))
    expect(parent).toBeDefined()

    // The shop's home page shows the banner; its tap opens the search.
    const shopper = await newTab(browser, { width: 390, height: 844 })
    tabs.push(shopper)
    await shopper.page.goto(`${server.url}/home`)
    const slide = shopper.page.getByRole('button', { name: saleText })
    await slide.waitFor({ timeout: 20_000 })
    await expect.poll(() => slide.isVisible(), { timeout: 20_000 }).toBe(true)
    await slide.click()
    await shopper.page.waitForURL(new RegExp(`/search\\?keyword=${words}`), { timeout: 20_000 })
    expect(operator.errors).toEqual([])
  })
})
