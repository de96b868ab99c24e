import {
  API_CODE,
  chatChannelInfo,
  chatEditMessage,
  chatReminderDone,
  chatRevokeMessage,
  chatSetConversationExtra,
  chatSetUnread,
  chatSyncConversationExtras,
  chatSyncMessageExtras,
  chatSyncReminders,
  chatSyncSubscribers,
  consoleQueueSettingsSave,
} from '@crossmart/api-client'
import { createImClient, type ImClient, type Message, webSocketTransport } from '@crossmart/im-sdk'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { chatChannelMembers, chatChannels, chatMessages, staffAvailability } from '../db/schema'
import { type ChatHarness, type Person, startChatHarness } from './gateway/testing/chat-harness'
import { until } from './gateway/testing/sdk-helpers'

/** Reads until `done` holds (the gateway and the reminders writer report asynchronously). */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return read()
}

describe('the provider callbacks of chat-spec §7 beyond messages (server README "Chat")', () => {
  let h: ChatHarness
  const clients: ImClient[] = []
  let shopChannel: { channelId: string; channelType: number }
  let staffView: { channelId: string; channelType: number }

  async function sdk(person: Person, deviceFlag = 1) {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = createImClient({
      uid,
      token,
      address: wsUrl,
      deviceFlag,
      transport: webSocketTransport(WebSocket as never),
      reconnect: { triggers: false },
    })
    const received: Message[] = []
    const commands: Message[] = []
    client.on('message', ({ message }) => received.push(message))
    client.on('command', ({ message }) => commands.push(message))
    client.connect()
    clients.push(client)
    await until(() => client.status === 'Connected')
    return { client, received, commands }
  }

  /** Sends and waits for the ack: the stored message. */
  async function sent(
    client: ImClient,
    content: object,
    channel: { channelId: string; channelType: number },
  ) {
    const queued = client.send(content as never, {
      channelID: channel.channelId,
      channelType: channel.channelType,
    })
    let settled: Message | undefined
    const off = client.on('messageStatus', ({ message }) => {
      if (message.clientMsgNo === queued.clientMsgNo) settled = message
    })
    const message = await until(() => settled)
    off()
    expect(message.status).toBe('normal')
    return message
  }

  beforeAll(async () => {
    h = await startChatHarness()
    const [shopA] = h.people.shopIds
    shopChannel = { channelId: `mer_${shopA}`, channelType: 7 }
    staffView = { channelId: `mer_${shopA}_${h.people.shopper.uid}`, channelType: 7 }
  })
  afterAll(async () => {
    for (const c of clients) c.destroy()
    await h?.close()
  })

  it('revoke: the sender within 2 minutes; the other side is told to sync and sees it', async () => {
    const shopper = await sdk(h.people.shopper)
    const staff = await sdk(h.people.staffA)
    const message = await sent(shopper.client, { type: 1, content: 'oops' }, shopChannel)
    const api = h.api(h.people.shopper)
    // Someone else's message: refused.
    await expect(
      h.api(h.people.staffA).call(chatRevokeMessage, { ...staffView, messageId: message.messageID }),
    ).rejects.toMatchObject({ code: API_CODE.failure })
    const before = await h.api(h.people.staffA).call(chatSyncMessageExtras, { ...staffView, extraVersion: 0 })
    const extra = await api.call(chatRevokeMessage, { ...shopChannel, messageId: message.messageID })
    expect(extra).toMatchObject({
      messageId: message.messageID,
      messageSeq: message.messageSeq,
      revoke: true,
    })
    await until(() => staff.commands.some((c) => c.content['cmd'] === 'syncMessageExtra'))
    const since = Math.max(0, ...before.list.map((e) => e.extraVersion))
    const seen = await h
      .api(h.people.staffA)
      .call(chatSyncMessageExtras, { ...staffView, extraVersion: since })
    expect(seen.list).toEqual([extra])

    // Older than 2 minutes: refused.
    const old = await sent(shopper.client, { type: 1, content: 'long ago' }, shopChannel)
    await h.server.services.db
      .update(chatMessages)
      .set({ timestamp: sql`${chatMessages.timestamp} - 121` })
      .where(eq(chatMessages.messageId, BigInt(old.messageID)))
    await expect(
      api.call(chatRevokeMessage, { ...shopChannel, messageId: old.messageID }),
    ).rejects.toMatchObject({
      message: 'A message can only be recalled within 2 minutes of sending',
    })
    // A message that does not exist, and a channel that is not the caller's.
    await expect(
      api.call(chatRevokeMessage, { ...shopChannel, messageId: '123456789' }),
    ).rejects.toMatchObject({
      code: API_CODE.notFound,
    })
    const [, shopB] = h.people.shopIds
    await expect(
      api.call(chatRevokeMessage, {
        channelId: `mer_${shopB}_${h.people.shopper2.uid}`,
        channelType: 7,
        messageId: old.messageID,
      }),
    ).rejects.toMatchObject({ code: API_CODE.notFound })
    await expect(api.call(chatRevokeMessage, { ...shopChannel, messageId: 'abc' })).rejects.toMatchObject({
      name: 'ApiValidationError',
    })
  })

  it('edit: own messages only, a JSON content with a type, shown to both sides', async () => {
    const shopper = await sdk(h.people.shopper, 3)
    const message = await sent(shopper.client, { type: 1, content: 'helo' }, shopChannel)
    const api = h.api(h.people.shopper)
    const content = JSON.stringify({ type: 1, content: 'hello' })
    const extra = await api.call(chatEditMessage, { ...shopChannel, messageId: message.messageID, content })
    expect(extra).toMatchObject({ isEdit: true, contentEdit: Buffer.from(content).toString('base64') })
    expect(extra.editedAt).toBeGreaterThan(0)
    const atStaff = await h.api(h.people.staffA).call(chatSyncMessageExtras, {
      ...staffView,
      extraVersion: extra.extraVersion - 1,
    })
    expect(atStaff.list.map((e) => e.contentEdit)).toEqual([extra.contentEdit])
    await expect(
      api.call(chatEditMessage, { ...shopChannel, messageId: message.messageID, content: '"just text"' }),
    ).rejects.toMatchObject({ message: 'The new content must be a JSON object with a type' })
    await expect(
      h.api(h.people.staffA).call(chatEditMessage, { ...staffView, messageId: message.messageID, content }),
    ).rejects.toMatchObject({ message: 'Only the sender can change this message' })
  })

  it("read counts: the other side reading the conversation counts once on the sender's message", async () => {
    const shopper = await sdk(h.people.shopper, 4)
    const message = await sent(shopper.client, { type: 1, content: 'read me' }, shopChannel)
    const staffApi = h.api(h.people.staffA)
    await staffApi.call(chatSetUnread, { ...staffView, unread: 0 })
    await staffApi.call(chatSetUnread, { ...staffView, unread: 0 })
    const extras = await h
      .api(h.people.shopper)
      .call(chatSyncMessageExtras, { ...shopChannel, extraVersion: 0 })
    expect(extras.list.find((e) => e.messageId === message.messageID)?.readedCount).toBe(1)
  })

  it('channel info: the shop service online while a staff member is connected, else last seen', async () => {
    const api = h.api(h.people.shopper2)
    const [, shopB] = h.people.shopIds
    const channel = { channelId: `mer_${shopB}`, channelType: 7 }
    expect(await api.call(chatChannelInfo, channel)).toEqual({ ...channel, online: false, lastOffline: 0 })
    const staff = await sdk(h.people.staffB)
    expect(await api.call(chatChannelInfo, channel)).toMatchObject({ online: true })
    staff.client.disconnect()
    const after = await poll(
      () => api.call(chatChannelInfo, channel),
      (info) => !info.online,
    )
    expect(after.online).toBe(false)
    expect(after.lastOffline).toBeGreaterThan(0)
    await expect(
      api.call(chatChannelInfo, { channelId: `mer_${shopB}_${h.people.shopper.uid}`, channelType: 7 }),
    ).rejects.toMatchObject({ code: API_CODE.notFound })
  })

  it('channel info: staff who chose "offline" in the console are offline to the shopper while connected (issue #30)', async () => {
    const api = h.api(h.people.shopper2)
    const [, shopB] = h.people.shopIds
    const channel = { channelId: `mer_${shopB}`, channelType: 7 }
    const { db } = h.server.services
    const staff = await sdk(h.people.staffB)
    await poll(
      () => api.call(chatChannelInfo, channel),
      (info) => info.online,
    )
    const chosenAt = new Date()
    await db
      .insert(staffAvailability)
      .values({ userId: h.people.staffB.userId, status: 'offline', updatedAt: chosenAt })
    // The console stays open (still connected), the chosen availability is what the shopper sees.
    const info = await api.call(chatChannelInfo, channel)
    expect(info.online).toBe(false)
    expect(info.lastOffline).toBe(Math.floor(chosenAt.getTime() / 1000))
    // "Busy" is still there to answer; back online, online.
    await db
      .update(staffAvailability)
      .set({ status: 'busy' })
      .where(eq(staffAvailability.userId, h.people.staffB.userId))
    expect(await api.call(chatChannelInfo, channel)).toMatchObject({ online: true, lastOffline: 0 })
    await db.delete(staffAvailability).where(eq(staffAvailability.userId, h.people.staffB.userId))
    staff.client.disconnect()
  })

  it('channel info: a service outside its business hours is away to the shopper, with a console open (issue #44)', async () => {
    const api = h.api(h.people.shopper2)
    const [, shopB] = h.people.shopIds
    const channel = { channelId: `mer_${shopB}`, channelType: 7 }
    const staff = await sdk(h.people.staffB)
    await poll(
      () => api.call(chatChannelInfo, channel),
      (info) => info.online,
    )
    const hours = (list: { day: number; from: number; to: number }[]) =>
      h.api(h.people.staffB).call(consoleQueueSettingsSave, {
        timeZone: 'UTC',
        hours: list,
        awayTexts: {},
        memberLimit: 10,
        noAnswerMinutes: 15,
      })
    // Open one hour, on the weekday three days from today: closed now, whatever the time.
    const closedDay = (new Date().getUTCDay() + 3) % 7
    await hours([{ day: closedDay, from: 9 * 60, to: 10 * 60 }])
    const closed = await api.call(chatChannelInfo, channel)
    expect(closed.online).toBe(false)
    expect(closed.lastOffline).toBeGreaterThan(0)
    // The staff's own view of the shopper is not about the shop's hours.
    const shopperView = { channelId: `mer_${shopB}_${h.people.shopper2.uid}`, channelType: 7 }
    await sdk(h.people.shopper2)
    const seen = await poll(
      () => h.api(h.people.staffB).call(chatChannelInfo, shopperView),
      (info) => info.online,
    )
    expect(seen.online).toBe(true)
    await hours([])
    expect(await api.call(chatChannelInfo, channel)).toMatchObject({ online: true, lastOffline: 0 })
    staff.client.disconnect()
  })

  it('subscribers: the members of a channel by version; refused for a channel the user is not in', async () => {
    const api = h.api(h.people.shopper)
    const { list } = await api.call(chatSyncSubscribers, { ...shopChannel, version: 0 })
    expect(list.map((s) => s.uid)).toEqual(
      expect.arrayContaining([h.people.shopper.uid, h.people.staffA.uid]),
    )
    expect(list.every((s) => s.version === 1 && !s.isDeleted)).toBe(true)
    expect((await api.call(chatSyncSubscribers, { ...shopChannel, version: 1 })).list).toEqual([])
    await expect(
      h.api(h.people.staffB).call(chatSyncSubscribers, { ...staffView, version: 0 }),
    ).rejects.toMatchObject({ code: API_CODE.notFound })
  })

  it('conversation extras: a draft and browse position kept per conversation, synced by version', async () => {
    const api = h.api(h.people.shopper)
    const saved = await api.call(chatSetConversationExtra, {
      ...shopChannel,
      draft: 'half a sentence',
      keepMessageSeq: 3,
      keepOffsetY: 120,
    })
    expect(saved).toMatchObject({
      ...shopChannel,
      draft: 'half a sentence',
      keepMessageSeq: 3,
      keepOffsetY: 120,
    })
    // Another device of the same user sees it.
    const { list } = await api.call(chatSyncConversationExtras, { version: saved.version - 1 })
    expect(list).toEqual([saved])
    expect((await api.call(chatSyncConversationExtras, { version: saved.version })).list).toEqual([])
    expect((await h.api(h.people.shopper2).call(chatSyncConversationExtras, { version: 0 })).list).toEqual([])
    await expect(
      api.call(chatSetConversationExtra, { channelId: 'group-nobody', channelType: 2, draft: 'x' }),
    ).rejects.toMatchObject({ code: API_CODE.notFound })
  })

  it('reminders: a mention in a group channel reminds the mentioned member until done', async () => {
    const { db } = h.server.services
    const group = { channelId: `team-${Date.now().toString(36)}`, channelType: 2 }
    await db.insert(chatChannels).values({ channelId: group.channelId, channelType: 2 })
    await db.insert(chatChannelMembers).values(
      [h.people.staffA, h.people.staffA2].map((p) => ({
        channelId: group.channelId,
        channelType: 2,
        uid: p.uid,
      })),
    )
    const author = await sdk(h.people.staffA, 5)
    const note = await sent(
      author.client,
      { type: 1, content: 'please call this customer', mention: { uids: [h.people.staffA2.uid] } },
      group,
    )
    const api = h.api(h.people.staffA2)
    const { list } = await poll(
      () => api.call(chatSyncReminders, { version: 0 }),
      (page) => page.list.length > 0,
    )
    expect(list).toMatchObject([
      {
        ...group,
        reminderType: 1,
        done: false,
        messageId: note.messageID,
        text: 'please call this customer',
        fromUid: h.people.staffA.uid,
      },
    ])
    expect((await h.api(h.people.staffA).call(chatSyncReminders, { version: 0 })).list).toEqual([])
    // Someone else's reminder id is not theirs to finish.
    expect((await h.api(h.people.staffA).call(chatReminderDone, { ids: [list[0]!.reminderId] })).ids).toEqual(
      [],
    )
    expect((await api.call(chatReminderDone, { ids: [list[0]!.reminderId] })).ids).toEqual([
      list[0]!.reminderId,
    ])
    const after = await api.call(chatSyncReminders, { version: list[0]!.version })
    expect(after.list).toMatchObject([{ reminderId: list[0]!.reminderId, done: true }])
    await expect(api.call(chatReminderDone, { ids: [] })).rejects.toMatchObject({
      name: 'ApiValidationError',
    })
  })
})
