import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, slot, snap } from './browser.ts'
import { demoClient, type PlacedOrder, pay, placeOrder, removeFromCart, shipAsStaff } from './journey-api.ts'

/**
 * Issue #31 "Journeys that do not end": once staff ship an order, the shopper confirms receipt
 * (shop-spec §4 code 2, with the spec's confirmation), reviews it, sees the review on the product
 * page, and finds the order under Completed with "Buy again".
 */
const baseUrl = inject('baseUrl')
let browser: Browser
let order: PlacedOrder

beforeAll(async () => {
  // A paid order of the demo shopper, shipped by its shop's customer service (the console's Ship).
  const demo = await demoClient(baseUrl)
  order = await placeOrder(demo, 3)
  await pay(demo, order.id)
  await shipAsStaff(baseUrl, order)
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  if (order) await removeFromCart(await demoClient(baseUrl), order.productId)
})

describe('ship -> confirm receipt -> review -> on the product page (issue #31)', () => {
  it('walks a shipped order to Completed, its review shown on the product, and buys it again', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/myPurchases/toReceive`)
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page)
    await page.waitForURL(/\/myPurchases\/toReceive$/)

    // To receive: the shipped order, on its way, with Confirm receipt.
    const card = page.getByRole('article', { name: `Order no. ${order.orderSn}` })
    await card.getByText('On its way').waitFor()
    const confirm = card.getByRole('button', { name: 'Confirm receipt' })
    await confirm.waitFor()
    await snap(page, 'receipt-01-to-receive')

    // The spec's confirmation: asked first; "Not now" changes nothing.
    await confirm.click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm receipt' })
    await dialog.getByText('Have you received the goods of this order?').waitFor()
    await snap(page, 'receipt-02-confirm-dialog')
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await card.getByText('On its way').waitFor()
    await confirm.click()
    await dialog.getByRole('button', { name: 'Yes' }).click()
    // The review is offered at once; "Later" leaves it for the Received tab.
    const offer = page.getByRole('alertdialog', { name: 'Receipt confirmed' })
    await offer.getByRole('button', { name: 'Review now' }).waitFor()
    await offer.getByRole('button', { name: 'Later' }).click()
    // Received, it leaves To receive and waits under Received, to be reviewed.
    await card.waitFor({ state: 'detached' })
    await page.getByRole('tab', { name: 'Received' }).click()
    await page.waitForURL(/\/myPurchases\/received$/)
    await card.getByText('Received', { exact: true }).waitFor()
    const review = card.getByRole('button', { name: 'Review' })
    await review.waitFor()
    await snap(page, 'receipt-03-received')

    // The review: three scores (5 stars each by default), some words.
    await review.click()
    await page.waitForURL(new RegExp(`/comment\\?orderId=${order.id}$`))
    const text = `Arrived well packed, works as described ${Date.now().toString(36)}`
    const form = slot(page, '/comment')
    await form.getByRole('button', { name: 'Submit review' }).waitFor()
    // Empty words are refused before anything is sent (shop-spec §5).
    await form.getByRole('button', { name: 'Submit review' }).click()
    await form.getByText('The review must not be empty').waitFor()
    await form.getByLabel('Your review').fill(text)
    await snap(page, 'receipt-04-review-form')
    await form.getByRole('button', { name: 'Submit review' }).click()
    await page.getByText('Thank you for your review').waitFor()

    // Back on the order: completed, with Buy again and no Review any more.
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}$`))
    const detail = slot(page, '/orderInfo/{-$id}')
    await detail.getByRole('heading', { name: 'Completed', level: 2 }).waitFor()
    await detail.getByRole('button', { name: 'Buy again' }).waitFor()
    expect(await detail.getByRole('button', { name: 'Review' }).count()).toBe(0)
    await snap(page, 'receipt-05-completed')

    // The product page shows the review among its latest.
    await page.goto(`${baseUrl}/detail/${order.productId}/${order.shopId}`)
    const reviews = page.locator('section[aria-labelledby="detail-reviews"]')
    await reviews.getByText(text).waitFor()
    await reviews.getByText(text).scrollIntoViewIfNeeded()
    await snap(page, 'receipt-06-review-on-product')

    // My orders, Completed: the order, and Buy again puts its items in the cart.
    await page.goto(`${baseUrl}/myPurchases/completed`)
    const completed = page.getByRole('article', { name: `Order no. ${order.orderSn}` })
    await completed.getByText('Completed', { exact: true }).waitFor()
    await expect
      .poll(() => page.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected'))
      .toBe('true')
    await snap(page, 'receipt-07-completed-tab')
    await completed.getByRole('button', { name: 'Buy again' }).click()
    await page.waitForURL('**/bag')
    await slot(page, '/bag')
      .getByRole('button', { name: /^Check out \(\d+\)$/ })
      .waitFor()
    await snap(page, 'receipt-08-bought-again')
    expect(errors).toEqual([])
    await context.close()
  })
})
