import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, PNG, snap } from './browser.ts'
import { demoClient, pay, placeOrder } from './journey-api.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let paid: { id: number; orderSn: string }

/** A paid order of the demo user, made through the API (cart add, order create, pay: journey-api.ts). */
async function createPaidOrder(): Promise<{ id: number; orderSn: string }> {
  const client = await demoClient(baseUrl)
  const order = await placeOrder(client, 0)
  await pay(client, order.id)
  return { id: order.id, orderSn: order.orderSn }
}

beforeAll(async () => {
  paid = await createPaidOrder()
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('orders and after-sale', () => {
  it('lists the paid order under its tab, opens it, requests a refund and shows its state', async () => {
    const { page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/myPurchases`)
    // guests log in first and come back (shop-spec §6)
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page)
    await page.waitForURL(/\/myPurchases$/)
    await expect.poll(() => page.title()).toBe('My orders')
    const card = page.getByRole('article', { name: `Order no. ${paid.orderSn}` })
    await card.waitFor()
    await snap(page, 'orders-01-all')

    // the paid order is "to ship" (server ORDER_STATUS_OF: paid -> 1)
    await page.getByRole('tab', { name: 'To ship' }).click()
    await page.waitForURL(/\/myPurchases\/toShip$/)
    await card.waitFor()
    await card.getByText('Paid, waiting to be shipped').waitFor()
    await card.getByRole('button', { name: 'Refund' }).waitFor()
    await snap(page, 'orders-02-to-ship')

    // the detail with address, amounts and order number
    await card.getByRole('link').first().click()
    await page.waitForURL(new RegExp(`/orderInfo/${paid.id}$`))
    await page.getByText(paid.orderSn, { exact: true }).waitFor()
    await page.getByText('Delivery address').waitFor()
    await page.getByText('No logistics information yet').waitFor()
    await expect.poll(() => page.title()).toBe('Order details')
    await snap(page, 'orders-03-detail')

    // the refund request
    await page.getByRole('button', { name: 'Refund' }).click()
    await page.waitForURL(/\/refund\//)
    await page.getByLabel('Refund amount').waitFor()
    await page.getByRole('radio', { name: 'No longer needed' }).click()
    await page.getByLabel('Explanation').fill('Ordered the wrong size')
    await page
      .getByLabel('Add picture')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('img', { name: '1' }).waitFor()
    await snap(page, 'orders-04-refund-form')
    await page.getByRole('button', { name: 'Submit refund request' }).click()
    await page
      .getByRole('alertdialog', { name: 'Refund request' })
      .getByRole('button', { name: 'Yes' })
      .click()

    // back on the detail: the refund state from refund_detail
    await page.waitForURL(new RegExp(`/orderInfo/${paid.id}$`))
    const detail = page.locator('[data-page-key="/orderInfo/{-$id}"]')
    await detail.getByRole('heading', { name: 'Refund progress' }).waitFor()
    await detail.getByText('Ordered the wrong size').waitFor()
    await expect
      .poll(() => detail.locator('.refund-steps [aria-current="step"]').textContent())
      .toBe('Refund applied')
    await snap(page, 'orders-05-refund-applied')

    // my orders, shown again (kept alive), reloads: the order is in after-sale now
    await page.goto(`${baseUrl}/myPurchases/afterSale`)
    await page
      .getByRole('article', { name: `Order no. ${paid.orderSn}` })
      .getByText('Refund applied')
      .waitFor()
    await snap(page, 'orders-06-after-sale')
    expect(errors).toEqual([])
  })
})
