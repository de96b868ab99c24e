import { API_CODE, chatGetChannelMessage, chatSyncReminders, noteChannelIdOf } from '@crossmart/api-client'
import { type Packet, PacketType, ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL_TYPE } from '../constants'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { connectRaw, type RawClient } from '../gateway/testing/raw-client'

const isRecv = (p: Packet): p is RecvPacket => p.type === PacketType.Recv

// Issue #44: private notes inside a conversation, for the service's staff only: a group channel
// beside the conversation whose members are derived from its address, never the shopper.
describe('private notes of a conversation (server README "Private notes")', () => {
  let h: ChatHarness
  const open: RawClient[] = []
  let notes: { channelId: string; channelType: number }
  const connect = async (person: Person) => {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = await connectRaw(wsUrl, { uid, token, deviceFlag: 2 })
    open.push(client)
    return client
  }

  beforeAll(async () => {
    h = await startChatHarness()
    const conversation = `mer_${h.people.shopIds[0]}_${h.people.shopper.uid}`
    notes = { channelId: noteChannelIdOf(conversation), channelType: CHANNEL_TYPE.group }
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  it("reaches the service's staff with its mention, never the shopper's socket", async () => {
    const { staffA, staffA2, shopper } = h.people
    const author = await connect(staffA)
    const colleague = await connect(staffA2)
    const shopperSocket = await connect(shopper)
    const sent = author.send({
      channelID: notes.channelId,
      channelType: notes.channelType,
      content: { type: 1, content: '@Mia refund approved, tell them', mention: { uids: [staffA2.uid] } },
    })
    expect((await author.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.Success)
    const note = await colleague.waitFor(
      (p): p is RecvPacket => isRecv(p) && p.channelID === notes.channelId && p.messageSeq > 0,
    )
    expect(note.fromUID).toBe(staffA.uid)
    await expect
      .poll(async () => (await h.api(staffA2).call(chatSyncReminders, { version: 0 })).list)
      .toMatchObject([{ ...notes, reminderType: 1, messageSeq: note.messageSeq, fromUid: staffA.uid }])
    // A message the shopper does get, after the note: had the note reached them it would be first.
    const reply = author.send({
      channelID: `mer_${h.people.shopIds[0]}_${shopper.uid}`,
      channelType: CHANNEL_TYPE.customerService,
      content: { type: 1, content: 'Your refund is on its way' },
    })
    expect((await author.waitForSendack(reply.clientSeq)).reasonCode).toBe(ReasonCode.Success)
    await shopperSocket.waitFor((p): p is RecvPacket => isRecv(p) && p.fromUID === staffA.uid)
    expect(shopperSocket.received.filter((p) => isRecv(p) && p.channelID.startsWith('note_'))).toEqual([])
  })

  it('the shopper and other shops cannot read or write them, nor notes of a made-up conversation', async () => {
    const { staffB, shopper } = h.people
    for (const outsider of [shopper, staffB]) {
      await expect(
        h.api(outsider).call(chatGetChannelMessage, {
          ...notes,
          startMessageSeq: 0,
          endMessageSeq: 0,
          limit: 10,
          pullMode: 0,
        }),
      ).rejects.toMatchObject({ code: API_CODE.notFound })
      const client = await connect(outsider)
      const denied = client.send({ ...toChannel(notes), content: { type: 1, content: 'let me read' } })
      expect((await client.waitForSendack(denied.clientSeq)).reasonCode).toBe(ReasonCode.NotAllowSend)
    }
    const author = await connect(h.people.staffA)
    for (const channelId of ['note_mer_999999_1', `note_mer_${h.people.shopIds[0]}_999999`, 'note_x']) {
      const refused = author.send({
        channelID: channelId,
        channelType: CHANNEL_TYPE.group,
        content: { type: 1, content: 'nobody' },
      })
      expect((await author.waitForSendack(refused.clientSeq)).reasonCode).toBe(ReasonCode.ChannelNotExist)
    }
  })

  it('a colleague reads them back in order from history', async () => {
    const page = await h.api(h.people.staffA2).call(chatGetChannelMessage, {
      ...notes,
      startMessageSeq: 0,
      endMessageSeq: 0,
      limit: 10,
      pullMode: 0,
    })
    expect(page.list.map((m) => m.fromUid)).toEqual([h.people.staffA.uid])
  })
})

const toChannel = (c: { channelId: string; channelType: number }) => ({
  channelID: c.channelId,
  channelType: c.channelType,
})
