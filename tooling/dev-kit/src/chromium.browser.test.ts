import { describe, expect, it } from 'vitest'
import { launchChromium } from './chromium'

describe('launchChromium', () => {
  it('starts the machine’s headless Chromium and renders a page', async () => {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      await page.setContent('<title>ok</title><p id="p">rendered</p>')
      expect(await page.title()).toBe('ok')
      expect(await page.textContent('#p')).toBe('rendered')
    } finally {
      await browser.close()
    }
  })
})
