import { createImClient, type ImClient, type Message, webSocketTransport } from '@crossmart/im-sdk'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { launchChromium, logIn, newPhone, snap } from './browser.ts'

const baseUrl = inject('baseUrl')
/** The seeded staff of shop 1 (apps/server seed: service<N> / service123). */
const STAFF = { account: 'service1', password: 'service123' }
const MER_ID = 1

let browser: Browser
let staff: ImClient
let staffSession = ''
const toStaff: Message[] = []
/** The staff's sends as they settled, by text. */
const staffSent = new Map<string, Message>()

/** Calls the server's API as the staff member and unwraps its `{ code, msg, data }` envelope. */
async function staffApi<T>(path: string, body?: unknown, session = staffSession): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { token: session } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

beforeAll(async () => {
  browser = await launchChromium()
  // The staff side is an SDK client in this process (deviceFlag 2: not a browser tab).
  const login = await staffApi<{ userinfo: { token: string } }>('/api/user/login', STAFF, '')
  staffSession = login.userinfo.token
  const chat = await staffApi<{ uid: string; token: string; wsUrl: string }>('/api/chat/getWebSocketUrl')
  staff = createImClient({
    uid: chat.uid,
    token: chat.token,
    address: new URL(chat.wsUrl, baseUrl.replace(/^http/, 'ws')).toString(),
    transport: webSocketTransport(WebSocket as never),
    deviceFlag: 2,
    reconnect: { triggers: false },
  })
  staff.on('message', ({ message }) => toStaff.push(message))
  staff.on('messageStatus', ({ message }) => staffSent.set(String(message.content['content']), message))
  staff.connect()
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the staff client did not connect')), 15_000)
    staff.on('status', ({ status }) => {
      if (status !== 'Connected') return
      clearTimeout(timer)
      resolve()
    })
  })
})
afterAll(async () => {
  staff?.destroy()
  await browser?.close()
})

const detail = (page: Page) => page.locator('[data-page-key="/chatRoomDetail/{-$merId}"]')

/** Sends a text from the shopper's page and waits for the staff to receive it. */
async function shopperSays(page: Page, text: string): Promise<Message> {
  const input = detail(page).getByRole('textbox', { name: 'Type a message' })
  await input.fill(text)
  await input.press('Enter')
  await expect.poll(() => toStaff.some((m) => m.content['content'] === text), { timeout: 15_000 }).toBe(true)
  return toStaff.find((m) => m.content['content'] === text)!
}

describe('chat that keeps the thread, against the real server', () => {
  it('two tabs of one shopper both stay connected and both show a staff reply; recall and "Read" reach the other side', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/chatRoomDetail/${MER_ID}`)
    await logIn(page)
    await page.waitForURL(`**/chatRoomDetail/${MER_ID}`)
    await detail(page).getByRole('textbox', { name: 'Type a message' }).waitFor()
    await expect.poll(() => detail(page).locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)

    // A second tab of the same browser: it shares the first tab's socket instead of kicking it.
    const second = await context.newPage()
    second.on('pageerror', (error) => errors.push(error.message))
    await second.goto(`${baseUrl}/chatRoomDetail/${MER_ID}`)
    await detail(second).getByRole('textbox', { name: 'Type a message' }).waitFor({ timeout: 15_000 })
    await expect.poll(() => detail(second).locator('.chat-banner').count(), { timeout: 15_000 }).toBe(0)

    const question = await shopperSays(page, `Two tabs open ${Date.now()}`)
    const reply = `Both tabs see this ${Date.now()}`
    staff.send({ type: 1, content: reply }, question.channel)
    await detail(page).locator('.chat-msg', { hasText: reply }).waitFor({ timeout: 15_000 })
    await detail(second).locator('.chat-msg', { hasText: reply }).waitFor({ timeout: 15_000 })
    // Neither tab was kicked.
    expect(await detail(page).locator('.chat-banner').count()).toBe(0)
    expect(await detail(second).locator('.chat-banner').count()).toBe(0)
    await snap(second, '15-chat-second-tab')

    // The staff recalls a message: it disappears from the shopper's tab.
    const oops = `Wrong price ${Date.now()}`
    staff.send({ type: 1, content: oops }, question.channel)
    await detail(page).locator('.chat-msg', { hasText: oops }).waitFor({ timeout: 15_000 })
    const sent = await staffAckOf(oops)
    await staffApi('/api/chat/revokeMessage', {
      channelId: question.channel.channelID,
      channelType: question.channel.channelType,
      messageId: sent.messageID,
    })
    await expect
      .poll(() => detail(page).locator('.chat-msg', { hasText: oops }).count(), { timeout: 15_000 })
      .toBe(0)
    await detail(page).getByText('Message recalled').first().waitFor()

    // "Read" appears under the shopper's message once the staff has opened the conversation.
    const unread = `Read me ${Date.now()}`
    await shopperSays(page, unread)
    const mine = detail(page).locator('.chat-msg--own', { hasText: unread })
    expect(await mine.getByText('Read', { exact: true }).count()).toBe(0)
    await staffApi('/api/chat/setUnread', {
      channelId: question.channel.channelID,
      channelType: question.channel.channelType,
      unread: 0,
    })
    await mine.getByText('Read', { exact: true }).waitFor({ timeout: 15_000 })
    await snap(page, '16-chat-read-and-recalled')

    // The shopper recalls an own message: the staff side sees the recall.
    const mistake = `Typo ${Date.now()}`
    const atStaff = await shopperSays(page, mistake)
    const own = detail(page).locator('.chat-msg--own', { hasText: mistake })
    await expect.poll(() => own.getAttribute('data-status'), { timeout: 15_000 }).toBe('normal')
    await own.getByRole('button', { name: 'Recall' }).click()
    await expect
      .poll(() => detail(page).locator('.chat-msg', { hasText: mistake }).count(), { timeout: 15_000 })
      .toBe(0)
    const extras = await staffApi<{ list: { messageId: string; revoke: boolean }[] }>(
      '/api/chat/syncMessageExtras',
      {
        channelId: atStaff.channel.channelID,
        channelType: atStaff.channel.channelType,
        extraVersion: 0,
      },
    )
    expect(extras.list.find((e) => e.messageId === atStaff.messageID)?.revoke).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** The staff's own sent message once acknowledged (its messageID). */
async function staffAckOf(text: string): Promise<Message> {
  await expect.poll(() => staffSent.get(text)?.status, { timeout: 15_000 }).toBe('normal')
  return staffSent.get(text)!
}
