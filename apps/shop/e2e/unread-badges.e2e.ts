import { chatGetWebSocketUrl, resolveSocketAddress, userLogin } from '@crossmart/api-client'
import { createImClient, type ImClient } from '@crossmart/im-sdk'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, slot, snap } from './browser.ts'
import { clientAs, newShopper, staffOf } from './journey-api.ts'

const baseUrl = inject('baseUrl')
const SHOP_ID = 1
let browser: Browser
let staffChat: ImClient | undefined

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  staffChat?.destroy()
  await browser?.close()
})

/** Shop 1's customer service, as the SDK in Node: what the console sends when staff answer. */
async function connectStaff(): Promise<ImClient> {
  const staff = await clientAs(baseUrl, staffOf(SHOP_ID))
  const info = await staff.call(chatGetWebSocketUrl)
  const client = createImClient({
    uid: info.uid,
    token: info.token,
    address: resolveSocketAddress(info.wsUrl, new URL(baseUrl)),
    reconnect: { triggers: false },
  })
  await new Promise<void>((resolve) => {
    const off = client.on('status', ({ status }) => {
      if (status === 'Connected') {
        off()
        resolve()
      }
    })
    client.connect()
  })
  return client
}

// Issue #31: unread chats and notifications show where a shopper starts, on Home and the bottom
// bar, and go when read.
describe('unread badges on Home and the bottom bar', () => {
  it("a staff member's answer shows on Home's chat entry and the Me tab, and goes once the chat is read", async () => {
    const shopper = await newShopper(baseUrl, 'badge')
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/login`)
    await logIn(page, shopper)
    await page.waitForURL(/\/home$/)
    const messages = page.getByRole('link', { name: 'Messages', exact: true })
    await messages.waitFor()
    expect(await messages.locator('.cm-badge').count()).toBe(0)

    // Staff write first (a shop may follow up on an order); the shopper is on Home.
    const guest = await clientAs(baseUrl, shopper)
    const uid = String((await guest.call(userLogin, shopper)).userinfo.id)
    staffChat = await connectStaff()
    const chat = staffChat
    const acked = new Promise<string>((resolve) => {
      const off = chat.on('messageStatus', ({ message }) => {
        if (message.status === 'wait') return
        off()
        resolve(message.status)
      })
    })
    chat.send(
      { type: 1, content: `Your parcel left our warehouse ${Date.now()}` },
      { channelID: `mer_${SHOP_ID}_${uid}`, channelType: 7 },
    )
    expect(await acked).toBe('normal')

    await messages.getByRole('status', { name: '1 unread' }).waitFor({ timeout: 20_000 })
    const meTab = page.getByRole('link', { name: /^Me / })
    await expect.poll(() => meTab.locator('.cm-badge').textContent(), { timeout: 10_000 }).toBe('1')
    await snap(page, 'badges-01-home-unread-chat')

    // Reading the conversation clears both.
    await messages.click()
    await page.waitForURL(/\/chatRoom$/)
    await page.locator('.chat-row').first().click()
    await page.waitForURL(/\/chatRoomDetail\//)
    await slot(page, '/chatRoomDetail/{-$merId}').getByText('Your parcel left our warehouse').waitFor()
    await page.goto(`${baseUrl}/home`)
    await messages.waitFor()
    await expect.poll(() => messages.locator('.cm-badge').count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => meTab.locator('.cm-badge').count(), { timeout: 15_000 }).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
