import { createApiClient, productDetail, productSearch } from '@crossmart/api-client'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSource, seriousAxeFindings } from './axe.ts'
import { consoleLogIn, DESKTOP, launchChromium, newTab, PHONE, snap, type Tab } from './browser.ts'
import { type RunningServer, startServer } from './start-server.ts'

/** Seeded login (apps/server README "Console"): shop 1's owner. */
const OWNER = { account: 'owner1', password: 'owner123' }

const openProducts = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Console sections' })
  // On a phone the sections fold behind the Menu button (issue #29).
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click()
  await nav.getByRole('link', { name: 'Products' }).click()
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor()
  await page.getByRole('table', { name: 'Products of the shop' }).waitFor({ timeout: 20_000 })
}

/**
 * Issue #48 "Products" in the browser against the real server: shop 1's owner creates a product
 * with two options (colour x size, four SKUs), publishes it, and the shop's search finds it at
 * once, in English and in Chinese; the table finds it by name and its stock is edited in bulk.
 */
describe("a shop's owner lists a product", () => {
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

  it('owner1 creates a product with two options, publishes it, and the shop’s search finds it', async () => {
    const stamp = Date.now().toString(36)
    const name = `Nebula${stamp} hiking jacket`
    const chinese = `星云${stamp}登山夹克`
    const owner = await newTab(browser, DESKTOP)
    tabs.push(owner)
    const { page } = owner
    await consoleLogIn(page, server.url, OWNER.account, OWNER.password)
    await openProducts(page)

    await page.getByRole('button', { name: 'New product' }).click()
    await page.getByLabel('Name (English)').fill(name)
    await page.getByLabel('Description (English)').fill('Wind- and waterproof, 300 g.')
    await page.getByLabel('Name (中文)').fill(chinese)
    await page.getByRole('button', { name: 'Add an option' }).click()
    await page.getByLabel('Option 1 name').fill('Colour')
    await page.getByLabel('Option 1 values').fill('Red, Blue')
    await page.getByRole('button', { name: 'Add an option' }).click()
    await page.getByLabel('Option 2 name').fill('Size')
    await page.getByLabel('Option 2 values').fill('M, L')
    const skus = ['Red / M', 'Red / L', 'Blue / M', 'Blue / L']
    for (const [i, sku] of skus.entries()) {
      await page.getByLabel(`Price of ${sku}`).fill(i < 2 ? '89.90' : '94.90')
      await page.getByLabel(`Stock of ${sku}`).fill(String(5 + i))
    }
    await page.getByLabel('Status', { exact: true }).selectOption('published')
    await snap(page, 'products-editor-1440x900')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Product saved').waitFor({ timeout: 15_000 })

    // The table finds it by name, published, with its four SKUs.
    const table = page.getByRole('table', { name: 'Products of the shop' })
    await page.getByRole('form', { name: 'Product filters' }).getByLabel('Name').fill(`nebula${stamp}`)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const row = table.getByRole('row', { name: new RegExp(`Nebula${stamp}`) })
    await row.waitFor({ timeout: 15_000 })
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(await row.textContent()).toContain('Published')
    await expect.poll(() => row.getByRole('textbox').count()).toBe(4)

    // The shop's search finds it at once, as a guest, in English and in Chinese.
    const guest = createApiClient({
      baseUrl: server.url,
      duplicateWindowMs: 0,
      getLang: () => 'en',
      langQueryForGuests: true,
    })
    const found = await guest.call(productSearch, { keyword: `nebula${stamp}`, page: 1, limit: 10 })
    expect(found.list.map((p) => p.name)).toEqual([name])
    expect(found.list[0]!.priceCents).toBe(8_990)
    const inChinese = createApiClient({
      baseUrl: server.url,
      duplicateWindowMs: 0,
      getLang: () => 'zh-CN',
      langQueryForGuests: true,
    })
    const foundZh = await inChinese.call(productSearch, { keyword: `星云${stamp}`, page: 1, limit: 10 })
    expect(foundZh.list.map((p) => p.name)).toEqual([chinese])
    const detail = await guest.call(productDetail, { id: found.list[0]!.id })
    expect(detail.skus.map((s) => s.specValues.join(' / '))).toEqual(skus)
    expect(detail.stock).toBe(5 + 6 + 7 + 8)

    // Bulk stock: two SKUs in one save; the shop's product page shows the new total.
    await row.getByLabel(`Stock of ${name} Red / M`).fill('0')
    await row.getByLabel(`Stock of ${name} Blue / L`).fill('20')
    await page.getByRole('button', { name: 'Save stock of 2 SKUs' }).click()
    await page.getByText('Stock saved for 2 SKUs').waitFor({ timeout: 15_000 })
    await expect
      .poll(async () => (await guest.call(productDetail, { id: found.list[0]!.id })).stock)
      .toBe(0 + 6 + 7 + 20)

    // The shop's own search page shows it too, in the guest's language (Chinese by default).
    const shopper = await newTab(browser, PHONE)
    tabs.push(shopper)
    await shopper.page.goto(`${server.url}/search?keyword=${encodeURIComponent(`nebula${stamp}`)}`)
    await shopper.page.getByText(new RegExp(stamp)).first().waitFor({ timeout: 20_000 })
    await snap(page, 'products-table-1440x900')
    expect(owner.errors).toEqual([])
  })

  it('has no critical or serious axe findings on the products table and editor, light and dark', async () => {
    const source = axeSource()
    const found: string[] = []
    for (const theme of ['light', 'dark'] as const) {
      const tab = await newTab(browser, DESKTOP)
      tabs.push(tab)
      await consoleLogIn(tab.page, server.url, OWNER.account, OWNER.password)
      if (theme === 'dark') await tab.page.getByRole('button', { name: 'Dark' }).click()
      await openProducts(tab.page)
      await tab.page.waitForLoadState('networkidle')
      for (const f of await seriousAxeFindings(tab.page, source))
        found.push(`table (${theme}): ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`)
      await tab.page.getByRole('button', { name: 'New product' }).click()
      await tab.page.getByLabel('Name (English)').waitFor()
      for (const f of await seriousAxeFindings(tab.page, source))
        found.push(`editor (${theme}): ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`)
    }
    expect(found).toEqual([])
  })
})
