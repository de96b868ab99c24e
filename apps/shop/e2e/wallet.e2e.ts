import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO, launchChromium, logIn, newPhone, PNG, slot, snap } from './browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('wallet against the real server', () => {
  it('card recharge pending in the record; a $20 bank-card withdrawal with its $1 charge, in the records and the fund record', async () => {
    const { context, page, errors } = await newPhone(browser)

    // log in, come back to /topUp
    await page.goto(`${baseUrl}/topUp`)
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page)
    await page.waitForURL('**/topUp')
    const topUp = slot(page, '/topUp')
    await topUp.locator('.wallet-balance__amount', { hasText: '$' }).waitFor()
    await snap(page, 'wallet-01-top-up')

    // card recharge: amount and evidence image, submitted, pending audit
    await topUp.getByRole('link', { name: /Manual \(card\) transfer/ }).click()
    await page.waitForURL('**/cardTopUp')
    const card = slot(page, '/cardTopUp')
    await card.getByLabel('Amount', { exact: true }).fill('123.45')
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
    await card.getByRole('img', { name: 'Payment evidence preview' }).waitFor()
    await card.getByRole('button', { name: 'Submit', exact: true }).click()
    await card.getByText('Your recharge of $123.45 is under review.', { exact: false }).waitFor()
    await snap(page, 'wallet-02-card-recharge-pending')

    // the recharge record shows it under review
    await card.getByRole('button', { name: 'View recharge record' }).click()
    await page.waitForURL('**/topUpRecord')
    const record = slot(page, '/topUpRecord').locator('.wallet-row', { hasText: '$123.45' })
    await record.waitFor()
    expect(await record.textContent()).toContain('Manual transfer')
    expect(await record.textContent()).toContain('Under review')
    await snap(page, 'wallet-03-recharge-record')

    // withdraw $20 by bank card: the live preview shows the $1 charge and $19 arrival
    await page.goto(`${baseUrl}/withDraw`)
    const withdraw = slot(page, '/withDraw')
    await withdraw.getByLabel('Bank card number').fill('6222020200112230')
    await withdraw.getByLabel('Bank name').fill('Demo Bank')
    await withdraw.getByLabel('Amount', { exact: true }).fill('20')
    const preview = withdraw.locator('.wallet-preview')
    await expect.poll(() => preview.textContent()).toBe('Service charge$1.00Actual arrival$19.00')
    await snap(page, 'wallet-04-withdraw-preview')
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Enter your payment code' })
    await sheet.waitFor()
    for (const digit of DEMO.payCode.slice(0, 3))
      await sheet.getByRole('button', { name: digit, exact: true }).click()
    await snap(page, 'wallet-05-payment-code')
    for (const digit of DEMO.payCode.slice(3))
      await sheet.getByRole('button', { name: digit, exact: true }).click()

    // the withdrawal record: amount, charge, arrival, under review
    await page.waitForURL('**/depositRecord')
    const entry = slot(page, '/depositRecord').locator('.wallet-row', { hasText: '2230' }).first()
    await entry.waitFor()
    const text = (await entry.textContent()) ?? ''
    expect(text).toContain('$20.00')
    expect(text).toContain('Service charge $1.00 · Actual arrival $19.00')
    expect(text).toContain('Under review')
    await snap(page, 'wallet-06-withdrawal-record')

    // the fund record: the $20 hold, signed
    await page.goto(`${baseUrl}/capitalRecord`)
    const hold = slot(page, '/capitalRecord').locator('.wallet-row', { hasText: 'Withdrawal (held)' }).first()
    await hold.waitFor()
    expect(await hold.textContent()).toContain('−$20.00')
    await snap(page, 'wallet-07-fund-record')
    expect(errors).toEqual([])
    await context.close()
  })
})
