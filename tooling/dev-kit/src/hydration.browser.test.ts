import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './chromium'
import { untilHydrated } from './hydration'

describe('untilHydrated', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    // Undefined when the launch itself failed: that failure is the one to report.
    await browser?.close()
  })

  it('resolves once React has adopted the element, not before', async () => {
    const page = await browser.newPage()
    await page.setContent('<button id="b">Log in</button>')
    // What hydrateRoot does to each element it adopts, later than the markup arrived.
    await page.evaluate(() => {
      setTimeout(() => {
        Object.assign(document.getElementById('b') as object, { __reactProps$abc: {} })
        document.title = 'hydrated'
      }, 300)
    })
    await untilHydrated(page.locator('#b'))
    expect(await page.title()).toBe('hydrated')
    await page.close()
  })

  it('fails with the element named when the page never hydrates', async () => {
    const page = await browser.newPage()
    await page.setContent('<button id="b">Log in</button>')
    await expect(untilHydrated(page.locator('#b'), 500)).rejects.toThrow(/did not hydrate.*#b/)
    await page.close()
  })
})
