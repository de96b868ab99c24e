import { createApiClient, userLogin } from '@crossmart/api-client'
import { untilHydrated } from '@crossmart/dev-kit/hydration'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, newPhone, pickRegion, snap } from './browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** The visible kept-alive page (hidden ones stay in the DOM with display:none). */
function visible(page: Page) {
  return page.locator('.app__page:visible')
}

// Issue #31 "Cross-border details": a new shopper registers with a Thai mobile through the
// country-code picker (no email), agrees to the Terms, adds an address with its country and
// postcode, and sees them at checkout.
describe('cross-border: register with a mobile, an address with country and postcode', () => {
  it('registers via the picker, then the address shows its country and postcode at checkout', async () => {
    const { context, page, errors } = await newPhone(browser)
    const stamp = Date.now().toString(36)
    const national = `81${String(Date.now() % 1e7).padStart(7, '0')}`

    await page.goto(`${baseUrl}/register`)
    const register = page.getByRole('button', { name: 'Register', exact: true })
    await untilHydrated(register)
    await page.getByLabel('Account', { exact: true }).fill(`intl${stamp}`)
    await page.getByRole('radio', { name: 'Mobile phone' }).click()
    // The searchable picker: "+66" typed, Thailand tapped.
    await pickRegion(page, /^Country code: /, '+66', 'Thailand +66')
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill(`0${national}`)
    await page.getByLabel('Password', { exact: true }).fill('secret123')
    await page.getByLabel('Confirm password', { exact: true }).fill('secret123')
    // The Terms are required: without them, the form says so and sends nothing.
    await register.click()
    await page.getByText('Please agree to the Terms').waitFor()
    await page.getByRole('checkbox', { name: 'I agree to the Terms' }).check()
    await snap(page, '90-cross-border-register')
    await register.click()
    await page.waitForURL((url) => url.pathname !== '/register')

    // The server stored the E.164 number the picker made, and no email: it logs in by it.
    const api = createApiClient({ baseUrl, duplicateWindowMs: 0 })
    const { userinfo } = await api.call(userLogin, { account: `+66${national}`, password: 'secret123' })
    expect(userinfo).toMatchObject({ username: `intl${stamp}`, mobile: `+66${national}`, email: '' })

    // A product in the cart, to reach checkout.
    await page.goto(`${baseUrl}/products`)
    await visible(page).locator('a.product-card').first().click()
    await page.waitForURL('**/detail/**')
    await page.locator('#detail-name').waitFor()
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Choose specifications' })
    await sheet.waitFor()
    const groups = sheet.locator('fieldset.sku-group')
    for (let i = 0; i < (await groups.count()); i++) {
      await groups.nth(i).locator('button.chip:not([disabled])').first().click()
    }
    await sheet.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await page.getByText('Added to cart').waitFor()
    await page.getByRole('link', { name: / in cart$/ }).click()
    await page.waitForURL('**/bag')
    const settle = visible(page).getByRole('button', { name: /^Check out \(\d+\)$/ })
    await expect.poll(() => settle.isEnabled()).toBe(true)
    await settle.click()
    await page.waitForURL('**/checkout')

    // A new shopper has no address: add one with its country, region and postcode.
    await visible(page)
      .getByRole('link', { name: /Add a delivery address/ })
      .click()
    await page.waitForURL('**/addressForm**')
    const form = visible(page)
    await form.getByLabel('Addressee').fill('Somchai Jaidee')
    await pickRegion(form, /^Country code: /, 'thai', 'Thailand +66')
    await form.getByRole('textbox', { name: 'Mobile phone' }).fill(`0${national}`)
    await pickRegion(form, /^Country or region/, 'thailand', 'Thailand')
    await form.getByLabel('State or province').fill('Bangkok')
    await form.getByLabel('Area').fill('Khlong Toei')
    await form.getByLabel('Postcode').fill('1011')
    await form.getByLabel('Detailed address').fill('12 Sukhumvit Road')
    await form.getByRole('button', { name: 'Home', exact: true }).click()
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    // A Thai postcode has five digits: the form refuses four, with the field's message.
    await form.getByText('This postcode does not fit the country').waitFor()
    await form.getByLabel('Postcode').fill('10110')
    await snap(page, '91-cross-border-address-form')
    await form.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL('**/checkout')

    const checkout = visible(page)
    await checkout.getByText('Bangkok 10110, Thailand').waitFor()
    await checkout.getByText(`+66${national}`).waitFor()
    await snap(page, '92-cross-border-checkout')
    expect(errors).toEqual([])
    await context.close()
  })
})
