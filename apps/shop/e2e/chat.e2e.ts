import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, snap } from './browser.ts'
import { newShopper } from './journey-api.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const detailSlot = (page: Page) => page.locator('[data-page-key="/chatRoomDetail/{-$merId}"]')

describe('customer-service chat against the real server and its embedded gateway', () => {
  it('a guest opens a chat from a product, logs in, the card gets the away message, sends, sees it listed and after a reload', async () => {
    // A shopper of their own: the away message comes once per conversation per day, and the demo
    // shopper's conversations are also used by the other chat tests (run in any order).
    const shopper = await newShopper(baseUrl, 'chat')
    const { context, page, errors } = await newPhone(browser)

    // a product of some shop, then its chat button: a guest goes to /login and comes back
    await page.goto(`${baseUrl}/home`)
    await page.locator('a.product-card').first().click()
    await page.waitForURL(/\/detail\/\d+\/\d+$/)
    const merId = new URL(page.url()).pathname.split('/').pop() ?? ''
    // Once the product has loaded: before, the buy bar's Chat knows the shop only and opens the chat
    // without the product (nothing to show a card of).
    await page.locator('a[href*="/chatRoomDetail/"][href*="product="]').waitFor()
    await page.getByRole('link', { name: 'Chat', exact: true }).click()
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page, shopper)
    // The chat opened from a product carries it (?product=<id>, issue #30: the product card).
    await page.waitForURL(new RegExp(`/chatRoomDetail/${merId}\\?product=\\d+$`)).catch((error) => {
      throw new Error(`at ${page.url()}: ${error}`)
    })

    // connected (no banner), the shop's name in the nav bar
    const chat = detailSlot(page)
    const input = chat.getByRole('textbox', { name: 'Type a message' })
    await input.waitFor()
    await expect.poll(() => chat.locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)
    // The product it was opened from goes first, as a card (issue #30), before the shopper writes.
    await chat.getByRole('link', { name: /^Product: / }).waitFor({ timeout: 15_000 })
    // The card is the conversation's first shopper message, so the shop's away message (no staff
    // connected; issue #29, once per conversation per day) answers it, not the text sent below.
    const others = chat.locator('.chat-msg:not(.chat-msg--own)')
    await expect.poll(() => others.count(), { timeout: 15_000 }).toBe(1)
    const reply = ((await others.last().textContent()) ?? '').trim()
    expect(reply.length).toBeGreaterThan(0)

    // send: wait, then normal (the send-ack)
    const text = `Is this in stock? ${Date.now()}`
    await input.fill(text)
    await input.press('Enter')
    const mine = chat.locator('.chat-msg--own', { hasText: text })
    await mine.waitFor()
    await expect.poll(() => mine.getAttribute('data-status'), { timeout: 15_000 }).toBe('normal')
    await snap(page, '12-chat-sent-and-auto-reply')

    // the messages list shows the conversation
    await page.goto(`${baseUrl}/chatRoom`)
    // The conversation is listed. Its digest should be the shop's reply; today the away message
    // (issue #29's business hours) does not move the conversation's digest, so the row still shows
    // the shopper's message: a known defect (stop 35's closing note), asserted as it is.
    const row = page.locator('.chat-row', { hasText: text.slice(0, 20) })
    await row.waitFor({ timeout: 15_000 })
    await expect.poll(() => page.title()).toBe('Messages')
    await snap(page, '13-chat-list')

    // a reload of the chat shows its history
    await page.goto(`${baseUrl}/chatRoomDetail/${merId}`)
    await detailSlot(page).locator('.chat-msg--own', { hasText: text }).waitFor({ timeout: 15_000 })
    await snap(page, '14-chat-history-after-reload')
    expect(errors).toEqual([])
    await context.close()
  })
})
