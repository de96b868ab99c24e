import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  API_CODE,
  ApiError,
  chatDeleteRecentConversation,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatGetServiceChannel,
  chatLogin,
  chatSetUnread,
} from '@crossmart/api-client'
import { type Packet, PacketType, ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AUTO_REPLY } from '../services/auto-reply-texts'
import { type ChatHarness, type ChatPeople, startChatHarness } from './testing/chat-harness'
import { connectRaw, isRecv } from './testing/raw-client'

const decode = (payload: string): unknown => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))

describe('offline catch-up through the /api/chat calls', () => {
  let h: ChatHarness
  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    await h?.close()
  })

  it('answers login with status 200 and names the service channels', async () => {
    const api = h.api(h.people.shopper)
    expect(await api.call(chatLogin)).toEqual({ status: 200 })
    expect(await api.call(chatGetServiceChannel, { merId: h.people.shopIds[0] })).toMatchObject({
      channelId: `mer_${h.people.shopIds[0]}`,
      channelType: 7,
      name: 'Harbor Goods',
    })
    expect(await api.call(chatGetServiceChannel, {})).toMatchObject({ channelId: 'platform', channelType: 7 })
    await expect(api.call(chatGetServiceChannel, { merId: 987654 })).rejects.toBeInstanceOf(ApiError)
  })

  it('lets staff who were offline catch up, with one localized automatic reply meanwhile', async () => {
    const { shopper2, staffB, shopIds } = h.people
    const shopB = shopIds[1]
    const creds = await h.credentials(shopper2)
    const shopper = await connectRaw(creds.wsUrl, creds)
    const texts = ['hello?', 'anyone there?', 'I would like to order 3 boxes']
    for (const content of texts) {
      const { clientSeq } = shopper.send({
        channelID: `mer_${shopB}`,
        channelType: 7,
        content: { type: 1, content },
      })
      expect((await shopper.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
    }
    // No staff of shop B is online: the service answers once (cooldown), in the shopper's language (zh).
    const auto = await shopper.waitFor(
      (p: Packet): p is RecvPacket => isRecv(p) && p.fromUID === `mer_${shopB}`,
    )
    expect(auto.channelID).toBe(`mer_${shopB}`)
    const autoContent = shopper.open(auto) as { type: number; content: string }
    expect(autoContent.type).toBe(1)
    expect(autoContent.content.startsWith(DEFAULT_AUTO_REPLY.zh.slice(0, 4))).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(shopper.received.filter((p) => isRecv(p) && p.fromUID === `mer_${shopB}`)).toHaveLength(1)

    const staffApi = h.api(staffB)
    const staffView = `mer_${shopB}_${shopper2.uid}`
    const { list: conversations } = await staffApi.call(chatGetRecentConversation, {
      version: 0,
      msgCount: 2,
    })
    const conversation = conversations.find((c) => c.channelId === staffView)
    // Three questions unread; the automatic reply does not count for the service's own staff.
    expect(conversation).toMatchObject({ channelType: 7, unread: 3, lastMsgSeq: 4, browseTo: 0 })
    expect(conversation!.recents.map((m) => m.messageSeq)).toEqual([3, 4])

    const page = await staffApi.call(chatGetChannelMessage, {
      channelId: staffView,
      channelType: 7,
      startMessageSeq: 1,
      endMessageSeq: 0,
      limit: 10,
      pullMode: 1,
    })
    expect(page.more).toBe(false)
    expect(page.list.map((m) => m.messageSeq)).toEqual([1, 2, 3, 4])
    // The automatic reply lands right after the first question; which seq it gets depends on timing.
    const fromShopper = page.list.filter((m) => m.fromUid === shopper2.uid)
    expect(fromShopper.map((m) => (decode(m.payload) as { content: string }).content)).toEqual(texts)
    expect(page.list.filter((m) => m.fromUid === `mer_${shopB}`)).toHaveLength(1)
    expect(page.list[0]).toMatchObject({ fromUid: shopper2.uid, channelId: staffView })

    const older = await staffApi.call(chatGetChannelMessage, {
      channelId: staffView,
      channelType: 7,
      startMessageSeq: 3,
      endMessageSeq: 0,
      limit: 2,
      pullMode: 0,
    })
    expect(older.list.map((m) => m.messageSeq)).toEqual([2, 3])
    expect(older.more).toBe(true)

    // The shopper sees the same channel under the service's id. Writing, they have read up to their
    // own last question: only the reply after it (if it landed last) is unread.
    const lastOwn = Math.max(...fromShopper.map((m) => m.messageSeq))
    const mine = await h.api(shopper2).call(chatGetRecentConversation, { version: 0, msgCount: 1 })
    expect(mine.list.find((c) => c.channelId === `mer_${shopB}`)).toMatchObject({
      unread: 4 - lastOwn,
      browseTo: lastOwn,
      lastMsgSeq: 4,
    })

    // Staff come online later: new messages arrive live as well.
    const staffCreds = await h.credentials(staffB)
    const staff = await connectRaw(staffCreds.wsUrl, staffCreds)
    const late = shopper.send({
      channelID: `mer_${shopB}`,
      channelType: 7,
      content: { type: 1, content: 'still there?' },
    })
    const live = await staff.waitFor(
      (p: Packet): p is RecvPacket => isRecv(p) && p.clientMsgNo === late.clientMsgNo,
    )
    expect(live).toMatchObject({ channelID: staffView, messageSeq: 5 })
    shopper.close()
    staff.close()
  })

  it('sets unread (0 = read up to the last message), syncs by version, and deletes conversations', async () => {
    const { shopper2, staffB, shopIds } = h.people
    const staffApi = h.api(staffB)
    const staffView = `mer_${shopIds[1]}_${shopper2.uid}`
    const before = await staffApi.call(chatGetRecentConversation, { version: 0, msgCount: 0 })
    const version = Math.max(...before.list.map((c) => Number(c.version)))
    expect(await staffApi.call(chatSetUnread, { channelId: staffView, channelType: 7, unread: 0 })).toEqual({
      channelId: staffView,
      channelType: 7,
      unread: 0,
    })
    const changed = await staffApi.call(chatGetRecentConversation, { version, msgCount: 0 })
    expect(changed.list).toHaveLength(1)
    expect(changed.list[0]).toMatchObject({ channelId: staffView, unread: 0, browseTo: 5 })
    expect(Number(changed.list[0]!.version)).toBeGreaterThan(version)
    await staffApi.call(chatDeleteRecentConversation, { channelId: staffView, channelType: 7 })
    const after = await staffApi.call(chatGetRecentConversation, { version: 0, msgCount: 0 })
    expect(after.list.some((c) => c.channelId === staffView)).toBe(false)
  })

  it("does not show a channel's messages to someone outside it", async () => {
    const { shopper, shopper2, shopIds } = h.people
    const call = h.api(shopper).call(chatGetChannelMessage, {
      channelId: `mer_${shopIds[1]}_${shopper2.uid}`,
      channelType: 7,
      startMessageSeq: 0,
      endMessageSeq: 0,
      limit: 10,
      pullMode: 0,
    })
    await expect(call).rejects.toMatchObject({ code: API_CODE.notFound })
  })
})

describe('server restart on the same database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-chat-restart-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps messages, seqs and chat tokens; reconnected clients carry on', async () => {
    let h = await startChatHarness({ dataDir: dir })
    const people: ChatPeople = h.people
    const shopperCreds = await h.credentials(people.shopper)
    const staffCreds = await h.credentials(people.staffA)
    const channel = `mer_${people.shopIds[0]}`
    const staffView = `${channel}_${people.shopper.uid}`
    let shopper = await connectRaw(shopperCreds.wsUrl, shopperCreds)
    let staff = await connectRaw(staffCreds.wsUrl, staffCreds)
    const first = shopper.send({
      channelID: channel,
      channelType: 7,
      content: { type: 1, content: 'before restart' },
    })
    await shopper.waitForSendack(first.clientSeq)
    const reply = staff.send({ channelID: staffView, channelType: 7, content: { type: 1, content: 'noted' } })
    await staff.waitForSendack(reply.clientSeq)
    await shopper.waitFor((p: Packet): p is RecvPacket => isRecv(p) && p.clientMsgNo === reply.clientMsgNo)
    await h.close()
    await Promise.all([shopper.closed, staff.closed])

    h = await startChatHarness({ dataDir: dir, people })
    try {
      // The same chat tokens still open connections (a client just reconnects).
      const url = `${h.url.replace('http', 'ws')}/chat/ws`
      shopper = await connectRaw(url, shopperCreds)
      staff = await connectRaw(url, staffCreds)
      expect(shopper.connack.reasonCode).toBe(ReasonCode.Success)
      const after = shopper.send({
        channelID: channel,
        channelType: 7,
        content: { type: 1, content: 'after restart' },
      })
      expect((await shopper.waitForSendack(after.clientSeq)).messageSeq).toBe(3)
      await staff.waitFor((p: Packet): p is RecvPacket => isRecv(p) && p.clientMsgNo === after.clientMsgNo)
      const history = await h.api(people.shopper).call(chatGetChannelMessage, {
        channelId: channel,
        channelType: 7,
        startMessageSeq: 0,
        endMessageSeq: 0,
        limit: 50,
        pullMode: 0,
      })
      expect(history.list.map((m) => (decode(m.payload) as { content: string }).content)).toEqual([
        'before restart',
        'noted',
        'after restart',
      ])
      // A resend of a message stored before the restart (dup flag) gets its first ack, not a copy.
      const again = shopper.send({
        channelID: channel,
        channelType: 7,
        content: { type: 1, content: 'before restart' },
        clientMsgNo: first.clientMsgNo,
        header: { dup: true },
      })
      expect(await shopper.waitForSendack(again.clientSeq)).toMatchObject({ reasonCode: 1, messageSeq: 1 })
      shopper.close()
      staff.close()
    } finally {
      await h.close()
    }
  })
})

describe('one busy channel', () => {
  let h: ChatHarness
  beforeAll(async () => {
    h = await startChatHarness({ chat: { messagesPerSecond: 0 } })
  })
  afterAll(async () => {
    await h?.close()
  })

  it('delivers 10,000 messages in order and exactly once', async () => {
    const total = 10_000
    const { shopper, staffA, shopIds } = h.people
    const sc = await h.credentials(shopper)
    const tc = await h.credentials(staffA)
    const sender = await connectRaw(sc.wsUrl, sc)
    const receiver = await connectRaw(tc.wsUrl, tc)
    const seqs: number[] = []
    const contents: number[] = []
    const done = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        for (const p of receiver.received.splice(0)) {
          if (!isRecv(p)) continue
          seqs.push(p.messageSeq)
          contents.push((receiver.open(p) as { n: number }).n)
          receiver.recvack(p)
        }
        if (seqs.length >= total) {
          clearInterval(check)
          resolve()
        }
      }, 20)
    })
    const started = Date.now()
    for (let n = 0; n < total; n++)
      sender.send({ channelID: `mer_${shopIds[0]}`, channelType: 7, content: { type: 1, n } })
    await done
    const elapsed = Date.now() - started
    expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1))
    expect(contents).toEqual(Array.from({ length: total }, (_, i) => i))
    // The gateway fans a message out before it writes the sender's ack, so on a busy machine the
    // last acks can still be in flight when the receiver has everything: wait for them (bounded).
    const countAcks = () => sender.received.filter((p) => p.type === PacketType.Sendack).length
    for (let waited = 0; countAcks() < total && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20))
    const acks = sender.received.filter((p) => p.type === PacketType.Sendack)
    expect(acks).toHaveLength(total)
    expect(acks.every((a) => a.type === PacketType.Sendack && a.reasonCode === 1)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(receiver.received.filter(isRecv)).toHaveLength(0) // nothing twice
    console.info(`10,000 messages through one channel in ${elapsed} ms`)
    sender.close()
    receiver.close()
  })
})
