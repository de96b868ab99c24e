import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, snap } from './browser.ts'

const baseUrl = inject('baseUrl')
/** A shop no other browser test chats with (the demo seeds at least 12). */
const MER_ID = 12
/** More than one history page (30), so the kept message is on an older page. */
const COUNT = 40
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const detail = (page: Page) => page.locator('[data-page-key="/chatRoomDetail/{-$merId}"]')

/** How far (px) the top of the row holding `text` is below the top of the scrolling view. */
const rowOffset = (page: Page, text: string) =>
  detail(page)
    .locator('.chat-scroll')
    .evaluate((scroller, wanted) => {
      const row = [...scroller.querySelectorAll('li[data-seq]')].find((li) =>
        li.textContent?.includes(wanted),
      )
      if (!row) return null
      return Math.round(row.getBoundingClientRect().top - scroller.getBoundingClientRect().top)
    }, text)

async function openChat(page: Page) {
  await page.goto(`${baseUrl}/chatRoomDetail/${MER_ID}`)
  await logIn(page)
  await page.waitForURL(`**/chatRoomDetail/${MER_ID}`)
  await detail(page).getByRole('textbox', { name: 'Type a message' }).waitFor()
  await expect.poll(() => detail(page).locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)
}

describe('the browse position of a conversation, across devices (shop README "Chat")', () => {
  it('left scrolled up on one phone, the chat opens at the same message on another, with "Jump to latest"', async () => {
    const stamp = Date.now().toString(36)
    const line = (n: number) => `Line ${n} ${stamp}`
    const first = await newPhone(browser)
    await openChat(first.page)
    const input = detail(first.page).getByRole('textbox', { name: 'Type a message' })
    for (let n = 1; n <= COUNT; n += 1) {
      await input.fill(line(n))
      await input.press('Enter')
    }
    const last = detail(first.page).locator('.chat-msg--own', { hasText: line(COUNT) })
    await expect.poll(() => last.getAttribute('data-status'), { timeout: 20_000 }).toBe('normal')

    // Scroll until line 14 is the first row at the top, 12 px of it above the view.
    await detail(first.page)
      .locator('.chat-scroll')
      .evaluate((scroller, wanted) => {
        const row = [...scroller.querySelectorAll('li[data-seq]')].find((li) =>
          li.textContent?.includes(wanted),
        )
        if (!row) throw new Error('row not found')
        const top =
          row.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
        scroller.scrollTop = top + 12
        scroller.dispatchEvent(new Event('scroll'))
      }, line(14))
    expect(await rowOffset(first.page, line(14))).toBe(-12)
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/chat/setConversationExtra'))
    await first.page.getByRole('button', { name: 'Back' }).first().click()
    expect((await saved).ok()).toBe(true)
    await first.context.close()

    // Another phone: the newest page, then the older one back to line 14, shown where it was left.
    const second = await newPhone(browser)
    await openChat(second.page)
    await expect.poll(() => rowOffset(second.page, line(14)), { timeout: 15_000 }).toBe(-12)
    const jump = detail(second.page).getByRole('button', { name: 'Jump to latest' })
    await jump.waitFor()
    await snap(second.page, '36-chat-browse-position-restored')
    await jump.click()
    await expect.poll(() => jump.count()).toBe(0)
    const offsetOfLast = await rowOffset(second.page, line(COUNT))
    const height = await detail(second.page)
      .locator('.chat-scroll')
      .evaluate((el) => el.clientHeight)
    expect(offsetOfLast).not.toBeNull()
    expect(offsetOfLast!).toBeLessThan(height)
    expect(second.errors).toEqual([])
    await second.context.close()
  })
})
