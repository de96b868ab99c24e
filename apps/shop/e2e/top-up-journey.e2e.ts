import { consoleRechargeAudit, consoleRecharges, walletBankDetails } from '@crossmart/api-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, PNG, slot, snap } from './browser.ts'
import {
  type Credentials,
  clientAs,
  NEW_SHOPPER_PAY_CODE,
  newShopper,
  OPERATOR,
  type PlacedOrder,
  placeOrder,
} from './journey-api.ts'

/**
 * Issue #31: a card top-up says where to send the money (the platform's bank details, each with a
 * copy button), and a balance too low to pay offers "Top up", which comes back to the payment and
 * ends on the success screen.
 */
const baseUrl = inject('baseUrl')
let browser: Browser
let shopper: Credentials
let order: PlacedOrder

beforeAll(async () => {
  // A new shopper: no money yet, and an order waiting for payment.
  shopper = await newShopper(baseUrl, 'lowbal')
  order = await placeOrder(await clientAs(baseUrl, shopper), 5)
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

describe('top up and pay (issue #31)', () => {
  it('card top-up shows the platform bank account, and each copy button copies its value', async () => {
    const bank = await (await clientAs(baseUrl, shopper)).call(walletBankDetails)
    if (bank === null) throw new Error('the demo server shows a demo bank account (SEED_DEMO on)')
    const { context, page, errors } = await newPhone(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl })
    await page.goto(`${baseUrl}/cardTopUp`)
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page, shopper)
    await page.waitForURL('**/cardTopUp')

    const details = slot(page, '/cardTopUp').getByRole('region', { name: 'Send the money to' })
    await details.getByText(bank.bankName).waitFor()
    await snap(page, 'top-up-01-bank-details')
    const rows = [
      ['Bank', bank.bankName],
      ['Account name', bank.accountName],
      ['Account number', bank.accountNumber],
      ...(bank.swift ? [['SWIFT / BIC', bank.swift] as const] : []),
    ] as const
    for (const [label, value] of rows) {
      await details.getByText(value, { exact: false }).waitFor()
      await details.getByRole('button', { name: `Copy ${label}` }).click()
      await page.getByText(`${label} copied`).first().waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('a balance too low offers Top up; the recharge passes; back to the payment; paid; success screen', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/payment?orders=${order.id}`)
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page, shopper)
    await page.waitForURL(/\/payment\?orders=/)

    // The payment: $0.00 against the order's total, so "Top up" instead of a payment that would fail.
    const payment = slot(page, '/payment')
    await expect
      .poll(async () => (await payment.getByTestId('pay-amount').textContent()) ?? '')
      .toBe(dollars(order.totalCents))
    expect(await payment.getByTestId('pay-balance').textContent()).toBe('$0.00')
    await payment.getByText('Your balance is lower than the amount to pay').waitFor()
    // Issue #31: no "Discount -$0.00" on an order without a promo code.
    expect(await payment.getByText(/Discount/).count()).toBe(0)
    await snap(page, 'top-up-02-balance-too-low')
    await payment.getByRole('link', { name: 'Top up' }).click()
    await page.waitForURL(/\/topUp\?back=/)

    // Top up: the way back is kept through the recharge ways.
    const topUp = slot(page, '/topUp')
    await topUp.getByRole('region', { name: 'Your payment' }).waitFor()
    await topUp.getByRole('link', { name: /Manual \(card\) transfer/ }).click()
    await page.waitForURL(/\/cardTopUp\?back=/)
    const card = slot(page, '/cardTopUp')
    await card.getByRole('region', { name: 'Send the money to' }).waitFor()
    const topUpCents = (Math.ceil(order.totalCents / 100) + 1) * 100
    await card.getByLabel('Amount', { exact: true }).fill(String(topUpCents / 100))
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
    await card.getByRole('img', { name: 'Payment evidence preview' }).waitFor()
    await card.getByRole('button', { name: 'Submit', exact: true }).click()
    await card
      .getByText(`Your recharge of ${dollars(topUpCents)} is under review.`, { exact: false })
      .waitFor()
    await snap(page, 'top-up-03-recharge-pending')

    // The operator passes the recharge (the console's audit queue).
    const operator = await clientAs(baseUrl, OPERATOR)
    const waiting = await operator.call(consoleRecharges, { status: 0, page: 1, limit: 100 })
    const mine = waiting.list.find((recharge) => recharge.userAccount === shopper.account)
    expect(mine?.amountCents).toBe(topUpCents)
    await operator.call(consoleRechargeAudit, { id: mine?.id ?? 0, decision: 'pass' })

    // Back to the payment (offered once, under the pending recharge): the balance now covers it.
    const back = card.getByRole('button', { name: 'Back to payment' })
    expect(await back.count()).toBe(1)
    await back.click()
    await page.waitForURL(new RegExp(`/payment\\?orders=${order.id}$`))
    await expect
      .poll(async () => (await payment.getByTestId('pay-balance').textContent()) ?? '')
      .toBe(dollars(topUpCents))
    expect(await payment.getByText('Your balance is lower than the amount to pay').count()).toBe(0)
    await snap(page, 'top-up-04-back-to-payment')
    const keyboard = payment.getByRole('group', { name: 'Number keyboard' })
    for (const digit of NEW_SHOPPER_PAY_CODE)
      await keyboard.getByRole('button', { name: digit, exact: true }).click()

    // The success screen: the order number, what happens next, view the order or shop on.
    await page.waitForURL(/\/paySuccess\?orders=/)
    const success = slot(page, '/paySuccess')
    await success.getByRole('heading', { name: 'Payment successful', level: 2 }).waitFor()
    expect(await success.getByTestId('paid-order-sn').textContent()).toBe(order.orderSn)
    expect(await success.getByTestId('paid-amount').textContent()).toBe(dollars(order.totalCents))
    await success.getByRole('region', { name: 'What happens next' }).waitFor()
    await success.getByRole('link', { name: 'Continue shopping' }).waitFor()
    await snap(page, 'top-up-05-paid')
    await success.getByRole('link', { name: 'View order' }).click()
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}$`))
    const detail = slot(page, '/orderInfo/{-$id}')
    await detail.getByRole('heading', { name: 'Paid, waiting to be shipped', level: 2 }).waitFor()
    expect(await detail.getByText('Discount', { exact: true }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
