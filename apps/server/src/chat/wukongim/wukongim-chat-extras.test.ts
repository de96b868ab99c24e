import {
  API_CODE,
  chatChannelInfo,
  chatEditMessage,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatReminderDone,
  chatRevokeMessage,
  chatSetConversationExtra,
  chatSetUnread,
  chatSyncConversationExtras,
  chatSyncMessageExtras,
  chatSyncReminders,
  chatSyncSubscribers,
} from '@crossmart/api-client'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAvailability } from '../../db/schema'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import type { WkSocket } from './testing/wukongim-model'
import { startWukongImModelServer, type WukongImModelServer } from './testing/wukongim-model-http'
import { WEB_DEVICE_FLAG, WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'
import { stringifyLosslessJson } from './wukongim-json'
import { WUKONGIM_WEBHOOK_PATH } from './wukongim-webhook'

const WEBHOOK_SECRET = 'webhook-secret-extras-0123456789'
const MANAGER_TOKEN = 'manager-secret-extras'
const base64 = (content: object) => Buffer.from(JSON.stringify(content)).toString('base64')
const decoded = (payload: string): unknown => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))

describe('CHAT_MODE=wukongim: the other provider callbacks (server README "WuKongIM mode")', () => {
  let wk: WukongImModelServer
  let h: ChatHarness
  // One clock for WuKongIM's message times and this server's revoke window.
  let now = 1_700_000_000_000
  const clock = { now: () => now }
  let channel: { channelId: string; channelType: number }

  beforeAll(async () => {
    wk = await startWukongImModelServer({ now: clock.now, managerToken: MANAGER_TOKEN, tokenAuthOn: true })
    h = await startChatHarness({
      clock,
      chat: {
        mode: 'wukongim',
        wukongimApiUrl: wk.url,
        wukongimApiToken: MANAGER_TOKEN,
        wukongimWebhookSecret: WEBHOOK_SECRET,
      },
    })
    wk.webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
    const served = await h.api(h.people.shopper).call(chatGetServiceChannel, { merId: h.people.shopIds[0] })
    channel = { channelId: served.channelId, channelType: served.channelType }
  })
  afterAll(async () => {
    await h?.close()
    await wk?.close()
  })

  async function connect(person: Person): Promise<WkSocket> {
    const creds = await h.api(person).call(chatGetWebSocketUrl)
    const socket = wk.model.connect(creds.uid, WEB_DEVICE_FLAG, creds.token)
    if (!('uid' in socket)) throw new Error(`connect refused: ${socket.refused}`)
    return socket
  }

  function sent(from: Person, content: object) {
    const message = wk.model.send(from.uid, channel.channelId, WUKONGIM_SERVICE_CHANNEL_TYPE, base64(content))
    if ('refused' in message) throw new Error(`send refused: ${message.refused}`)
    return message
  }

  it("revoke and edit: the sender's own message as WuKongIM keeps it, the others told by a command it does not store", async () => {
    const { shopper, staffA } = h.people
    const staffSocket = await connect(staffA)
    const oops = sent(shopper, { type: 1, content: 'oops' })
    const typo = sent(shopper, { type: 1, content: 'helo' })
    const shopperApi = h.api(shopper)

    now += 60_000
    const revoked = await shopperApi.call(chatRevokeMessage, { ...channel, messageId: oops.message_idstr })
    expect(revoked).toMatchObject({
      messageId: oops.message_idstr,
      messageSeq: oops.message_seq,
      revoke: true,
    })
    expect(wk.requests.findLast((r) => r.path === '/message')?.body).toMatchObject({
      login_uid: shopper.uid,
      channel_id: channel.channelId,
      channel_type: WUKONGIM_SERVICE_CHANNEL_TYPE,
    })
    // The staff device got the command, not stored: no seq, and the channel history is unchanged.
    const command = staffSocket.received.at(-1)
    expect(command?.header.no_persist).toBe(1)
    expect(command?.message_seq).toBe(0)
    expect(decoded(command?.payload ?? '')).toEqual({ type: 99, cmd: 'syncMessageExtra', param: {} })
    expect(
      wk.model
        .syncMessages({
          login_uid: staffA.uid,
          channel_id: channel.channelId,
          channel_type: WUKONGIM_SERVICE_CHANNEL_TYPE,
          start_message_seq: 0,
          end_message_seq: 0,
          limit: 10,
          pull_mode: 1,
        })
        .messages.map((m) => m.message_seq),
    ).toEqual([oops.message_seq, typo.message_seq])

    const edited = await shopperApi.call(chatEditMessage, {
      ...channel,
      messageId: typo.message_idstr,
      content: JSON.stringify({ type: 1, content: 'hello' }),
    })
    expect(edited).toMatchObject({
      isEdit: true,
      editedAt: Math.floor(now / 1000),
      messageSeq: typo.message_seq,
    })
    expect(decoded(edited.contentEdit)).toEqual({ type: 1, content: 'hello' })

    // The other side syncs them, oldest change first, by version.
    const { list } = await h.api(staffA).call(chatSyncMessageExtras, { ...channel, extraVersion: 0 })
    expect(list.map((e) => [e.messageId, e.messageSeq, e.revoke, e.isEdit])).toEqual([
      [oops.message_idstr, oops.message_seq, true, false],
      [typo.message_idstr, typo.message_seq, false, true],
    ])
    const after = await h.api(staffA).call(chatSyncMessageExtras, {
      ...channel,
      extraVersion: list.at(-1)!.extraVersion,
    })
    expect(after.list).toEqual([])
    staffSocket.close()
  })

  it('revoke and edit: a message id of another conversation is no message of this one (WuKongIM looks ids up in any channel)', async () => {
    const { shopper, shopIds } = h.people
    const other = await h.api(shopper).call(chatGetServiceChannel, { merId: shopIds[1] })
    const elsewhere = wk.model.send(
      shopper.uid,
      other.channelId,
      other.channelType,
      base64({ type: 1, content: 'x' }),
    )
    if ('refused' in elsewhere) throw new Error('refused')
    // The model, as WuKongIM: found although the channel asked is another.
    expect(wk.model.searchMessage(channel.channelId, channel.channelType, elsewhere.message_id)).toBe(
      elsewhere,
    )
    for (const call of [
      () => h.api(shopper).call(chatRevokeMessage, { ...channel, messageId: elsewhere.message_idstr }),
      () =>
        h.api(shopper).call(chatEditMessage, {
          ...channel,
          messageId: elsewhere.message_idstr,
          content: JSON.stringify({ type: 1, content: 'y' }),
        }),
    ])
      await expect(call()).rejects.toMatchObject({ code: API_CODE.notFound, message: 'Message not found' })
    const extras = await h.api(shopper).call(chatSyncMessageExtras, { ...other, extraVersion: 0 })
    expect(extras.list.map((e) => String(e.messageId))).not.toContain(elsewhere.message_idstr)
  })

  it('revoke and edit refusals: not the sender, too late, no such message, not JSON, recalled, not in the channel', async () => {
    const { shopper, shopper2, staffA, staffB } = h.people
    const message = sent(shopper, { type: 1, content: 'too late soon' })
    await expect(
      h.api(staffA).call(chatRevokeMessage, { ...channel, messageId: message.message_idstr }),
    ).rejects.toMatchObject({ message: 'Only the sender can change this message' })
    await expect(
      h.api(shopper).call(chatRevokeMessage, { ...channel, messageId: '999999999999' }),
    ).rejects.toMatchObject({ code: API_CODE.notFound, message: 'Message not found' })
    await expect(
      h
        .api(shopper)
        .call(chatEditMessage, { ...channel, messageId: message.message_idstr, content: '"text"' }),
    ).rejects.toMatchObject({ message: 'The new content must be a JSON object with a type' })
    for (const stranger of [shopper2, staffB]) {
      for (const call of [
        () => h.api(stranger).call(chatRevokeMessage, { ...channel, messageId: message.message_idstr }),
        () => h.api(stranger).call(chatSyncMessageExtras, channel),
        () => h.api(stranger).call(chatChannelInfo, channel),
        () => h.api(stranger).call(chatSyncSubscribers, channel),
        () => h.api(stranger).call(chatSetConversationExtra, { ...channel, draft: 'x' }),
      ])
        await expect(call()).rejects.toMatchObject({ code: API_CODE.notFound })
    }
    // The embedded mode's customer-service type is no channel here.
    await expect(
      h.api(shopper).call(chatChannelInfo, { channelId: `mer_${h.people.shopIds[0]}`, channelType: 7 }),
    ).rejects.toMatchObject({ code: API_CODE.notFound })
    now += 121_000
    await expect(
      h.api(shopper).call(chatRevokeMessage, { ...channel, messageId: message.message_idstr }),
    ).rejects.toMatchObject({ message: 'A message can only be recalled within 2 minutes of sending' })
    const fresh = sent(shopper, { type: 1, content: 'recall me' })
    await h.api(shopper).call(chatRevokeMessage, { ...channel, messageId: fresh.message_idstr })
    await expect(
      h.api(shopper).call(chatEditMessage, {
        ...channel,
        messageId: fresh.message_idstr,
        content: JSON.stringify({ type: 1, content: 'x' }),
      }),
    ).rejects.toMatchObject({ message: 'This message was recalled' })
  })

  it("channel info: online from WuKongIM's /user/onlinestatus, last seen from its webhook kept here", async () => {
    const { shopper, staffA, staffA2 } = h.people
    await wk.flushWebhooks()
    expect(await h.api(shopper).call(chatChannelInfo, channel)).toMatchObject({ online: false })
    const socket = await connect(staffA2)
    expect(await h.api(shopper).call(chatChannelInfo, channel)).toEqual({
      ...channel,
      online: true,
      lastOffline: 0,
    })
    expect(wk.requests.findLast((r) => r.path === '/user/onlinestatus')?.body).toEqual(
      expect.arrayContaining([staffA.uid, staffA2.uid]),
    )
    now += 5_000
    const leftAt = Math.floor(now / 1000)
    socket.close()
    await wk.flushWebhooks()
    expect(await h.api(shopper).call(chatChannelInfo, channel)).toEqual({
      ...channel,
      online: false,
      lastOffline: leftAt,
    })
    // The staff side asks about the shopper.
    expect(await h.api(staffA).call(chatChannelInfo, channel)).toMatchObject({ online: false })
  })

  it('channel info: staff who chose "offline" in the console are offline to the shopper while connected (issue #30)', async () => {
    const { shopper, staffA, staffA2 } = h.people
    const { db } = h.server.services
    const socket = await connect(staffA2)
    expect(await h.api(shopper).call(chatChannelInfo, channel)).toMatchObject({ online: true })
    now += 5_000
    const staffIds = [staffA.userId, staffA2.userId]
    await db
      .insert(staffAvailability)
      .values(staffIds.map((userId) => ({ userId, status: 'offline' as const, updatedAt: new Date(now) })))
    expect(await h.api(shopper).call(chatChannelInfo, channel)).toEqual({
      ...channel,
      online: false,
      lastOffline: Math.floor(now / 1000),
    })
    await db.delete(staffAvailability).where(inArray(staffAvailability.userId, staffIds))
    expect(await h.api(shopper).call(chatChannelInfo, channel)).toMatchObject({
      online: true,
      lastOffline: 0,
    })
    socket.close()
    await wk.flushWebhooks()
  })

  it('subscribers: those getServiceChannel gave WuKongIM, by version', async () => {
    const { shopper, staffA, staffA2, shopIds } = h.people
    const { list } = await h.api(staffA).call(chatSyncSubscribers, { ...channel, version: 0 })
    expect(list.map((s) => s.uid).sort()).toEqual(
      [...wk.model.subscribers(channel.channelId, WUKONGIM_SERVICE_CHANNEL_TYPE)].sort(),
    )
    expect(list.map((s) => s.uid)).toEqual(
      expect.arrayContaining([shopper.uid, staffA.uid, staffA2.uid, `mer_${shopIds[0]}`]),
    )
    expect((await h.api(shopper).call(chatSyncSubscribers, { ...channel, version: 1 })).list).toEqual([])
  })

  it('conversation extras and reminders: kept here per user, by version', async () => {
    const { shopper, staffA } = h.people
    const saved = await h.api(shopper).call(chatSetConversationExtra, {
      ...channel,
      draft: 'half',
      keepMessageSeq: 2,
      keepOffsetY: 40,
    })
    expect(saved).toMatchObject({
      ...channel,
      draft: 'half',
      keepMessageSeq: 2,
      keepOffsetY: 40,
      browseTo: 0,
    })
    const synced = await h.api(shopper).call(chatSyncConversationExtras, { version: 0 })
    expect(synced.list).toEqual([saved])
    expect((await h.api(shopper).call(chatSyncConversationExtras, { version: saved.version })).list).toEqual(
      [],
    )
    expect((await h.api(staffA).call(chatSyncConversationExtras, { version: 0 })).list).toEqual([])

    // WuKongIM's msg.notify webhook brings the message that mentions staff A.
    await wk.flushWebhooks()
    const mention = sent(shopper, { type: 1, content: 'look', mention: { uids: [staffA.uid, 'nobody'] } })
    const delivered = await wk.flushWebhooks()
    expect(delivered.every((c) => c.status === 200)).toBe(true)
    // WuKongIM sends a notification again when an answer is lost: the second delivery reminds no one twice.
    const notify = delivered.find((c) => c.call.event === 'msg.notify')
    expect(notify).toBeDefined()
    const again = await fetch(`${wk.webhookUrl}?event=msg.notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stringifyLosslessJson(notify!.call.body),
    })
    expect(again.status).toBe(200)
    expect((await h.api(shopper).call(chatSyncReminders, { version: 0 })).list).toEqual([])
    const reminders = (await h.api(staffA).call(chatSyncReminders, { version: 0 })).list
    expect(reminders).toMatchObject([
      {
        ...channel,
        reminderType: 1,
        done: false,
        text: 'look',
        messageId: mention.message_idstr,
        messageSeq: mention.message_seq,
      },
    ])
    const id = reminders[0]!.reminderId
    expect(await h.api(shopper).call(chatReminderDone, { ids: [id] })).toEqual({ ids: [] })
    expect(await h.api(staffA).call(chatReminderDone, { ids: [id] })).toEqual({ ids: [id] })
    expect(
      (await h.api(staffA).call(chatSyncReminders, { version: reminders[0]!.version })).list,
    ).toMatchObject([{ reminderId: id, done: true }])
  })

  it("read counts: opening the conversation counts the reader once on the others' messages, and tells the sender", async () => {
    const { shopper, staffA, staffA2, staffB } = h.people
    const shopperSocket = await connect(shopper)
    const question = sent(shopper, { type: 1, content: 'is it in stock?' })
    const answer = sent(staffA, { type: 1, content: 'yes' })
    const readCount = async (messageId: string) => {
      const { list } = await h.api(shopper).call(chatSyncMessageExtras, { ...channel, extraVersion: 0 })
      return list.find((e) => e.messageId === messageId)?.readedCount ?? 0
    }
    expect(await readCount(question.message_idstr)).toBe(0)

    await h.api(staffA).call(chatSetUnread, { ...channel, unread: 0 })
    expect(await readCount(question.message_idstr)).toBe(1)
    // The shopper's device hears that the extras changed (WuKongIM carries it, unstored).
    expect(decoded(shopperSocket.received.at(-1)?.payload ?? '')).toEqual({
      type: 99,
      cmd: 'syncMessageExtra',
      param: {},
    })
    // A reader counts once, however often they open it; their own messages never count them.
    await h.api(staffA).call(chatSetUnread, { ...channel, unread: 0 })
    expect(await readCount(question.message_idstr)).toBe(1)
    expect(await readCount(answer.message_idstr)).toBe(0)
    // Another member of the shop reads both (a second reader of the question, the first of the
    // reply); then the shopper reads the reply.
    await h.api(staffA2).call(chatSetUnread, { ...channel, unread: 0 })
    expect(await readCount(question.message_idstr)).toBe(2)
    expect(await readCount(answer.message_idstr)).toBe(1)
    await h.api(shopper).call(chatSetUnread, { ...channel, unread: 0 })
    expect(await readCount(answer.message_idstr)).toBe(2)
    // A user outside the channel is refused before anything is counted.
    await expect(h.api(staffB).call(chatSetUnread, { ...channel, unread: 0 })).rejects.toMatchObject({
      code: API_CODE.notFound,
    })
    expect(await readCount(question.message_idstr)).toBe(2)
    expect(await readCount(answer.message_idstr)).toBe(2)
    shopperSocket.close()
  })
})
