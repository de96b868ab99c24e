import {
  API_CODE,
  chatGetChannelMessage,
  chatSyncReminders,
  chatSyncSubscribers,
  teamChannelIdOf,
} from '@crossmart/api-client'
import { type Packet, PacketType, ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatChannelMembers, users } from '../../db/schema'
import { CHANNEL_TYPE } from '../constants'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { connectRaw, type RawClient } from '../gateway/testing/raw-client'
import { syncTeamChannels } from './team-channels'

const isRecv = (p: Packet): p is RecvPacket => p.type === PacketType.Recv

describe('team notes channels (server README "Team notes")', () => {
  let h: ChatHarness
  const open: RawClient[] = []
  let teamA: { channelId: string; channelType: number }
  const connect = async (person: Person) => {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = await connectRaw(wsUrl, { uid, token, deviceFlag: 2 })
    open.push(client)
    return client
  }
  const membersOf = async (channelId: string) =>
    (
      await h.server.services.db
        .select({ uid: chatChannelMembers.uid, removed: chatChannelMembers.removed })
        .from(chatChannelMembers)
        .where(
          and(
            eq(chatChannelMembers.channelId, channelId),
            eq(chatChannelMembers.channelType, CHANNEL_TYPE.group),
          ),
        )
    ).sort((a, b) => Number(a.uid) - Number(b.uid))

  beforeAll(async () => {
    h = await startChatHarness()
    // The harness adds its people after start: the sweep's sync (as for staff added at run time).
    await syncTeamChannels(h.server.services.db)
    teamA = { channelId: teamChannelIdOf(`mer_${h.people.shopIds[0]}`), channelType: CHANNEL_TYPE.group }
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  it("makes one group per service with that service's staff, and a second run changes nothing", async () => {
    const { staffA, staffA2, staffB, platform, shopIds } = h.people
    expect(await membersOf(teamA.channelId)).toEqual([
      { uid: staffA.uid, removed: false },
      { uid: staffA2.uid, removed: false },
    ])
    expect(await membersOf(teamChannelIdOf(`mer_${shopIds[1]}`))).toEqual([
      { uid: staffB.uid, removed: false },
    ])
    expect((await membersOf(teamChannelIdOf('platform'))).map((m) => m.uid)).toContain(platform.uid)
    expect(await syncTeamChannels(h.server.services.db)).toEqual([])
  })

  it('members send, receive and are mentioned; the mention is pushed as a command', async () => {
    const { staffA, staffA2 } = h.people
    const author = await connect(staffA)
    const colleague = await connect(staffA2)
    const sent = author.send({
      ...{ channelID: teamA.channelId, channelType: teamA.channelType },
      content: { type: 1, content: '@Mia please call back', mention: { uids: [staffA2.uid] } },
    })
    expect((await author.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.Success)
    const note = await colleague.waitFor(
      (p): p is RecvPacket => isRecv(p) && p.fromUID === staffA.uid && p.channelID === teamA.channelId,
    )
    expect(note.messageSeq).toBeGreaterThan(0)
    // After the note, once the reminder is stored: a command (no seq) telling B to sync reminders.
    await colleague.waitFor((p): p is RecvPacket => isRecv(p) && p.messageSeq === 0)
    const reminders = await h.api(staffA2).call(chatSyncReminders, { version: 0 })
    expect(reminders.list).toMatchObject([
      {
        ...teamA,
        reminderType: 1,
        done: false,
        text: '@Mia please call back',
        messageSeq: note.messageSeq,
        fromUid: staffA.uid,
      },
    ])
  })

  it('a non-member cannot read, send to or sync the members of a team channel', async () => {
    const { staffB, shopper } = h.people
    for (const outsider of [staffB, shopper]) {
      const api = h.api(outsider)
      await expect(
        api.call(chatGetChannelMessage, {
          ...teamA,
          startMessageSeq: 0,
          endMessageSeq: 0,
          limit: 10,
          pullMode: 0,
        }),
      ).rejects.toMatchObject({ code: API_CODE.notFound })
      await expect(api.call(chatSyncSubscribers, { ...teamA, version: 0 })).rejects.toMatchObject({
        code: API_CODE.notFound,
      })
      const client = await connect(outsider)
      const denied = client.send({
        channelID: teamA.channelId,
        channelType: teamA.channelType,
        content: { type: 1, content: 'let me in' },
      })
      expect((await client.waitForSendack(denied.clientSeq)).reasonCode).toBe(ReasonCode.NotAllowSend)
    }
  })

  it('subscribers by version: a member who moves shop is deleted from one team and joins the other', async () => {
    const { staffA, staffA2, staffB, shopIds } = h.people
    const teamB = { channelId: teamChannelIdOf(`mer_${shopIds[1]}`), channelType: CHANNEL_TYPE.group }
    const first = await h.api(staffA).call(chatSyncSubscribers, { ...teamA, version: 0 })
    expect(first.list.map(({ uid, name, isDeleted }) => ({ uid, name, isDeleted }))).toEqual([
      { uid: staffA.uid, name: 'staffA', isDeleted: false },
      { uid: staffA2.uid, name: 'staffA2', isDeleted: false },
    ])
    const version = Math.max(...first.list.map((s) => s.version))
    expect((await h.api(staffA).call(chatSyncSubscribers, { ...teamA, version })).list).toEqual([])

    const { db } = h.server.services
    await db.update(users).set({ shopId: shopIds[1] }).where(eq(users.id, staffA2.userId))
    expect(await syncTeamChannels(db)).toEqual([
      { channelId: teamA.channelId, added: [], removed: [staffA2.uid] },
      { channelId: teamB.channelId, added: [staffA2.uid], removed: [] },
    ])
    const change = await h.api(staffA).call(chatSyncSubscribers, { ...teamA, version })
    expect(change.list).toMatchObject([{ uid: staffA2.uid, isDeleted: true }])
    expect(change.list[0]!.version).toBeGreaterThan(version)
    const inB = await h.api(staffB).call(chatSyncSubscribers, { ...teamB, version: 0 })
    expect(inB.list.map((s) => [s.uid, s.isDeleted])).toEqual([
      [staffB.uid, false],
      [staffA2.uid, false],
    ])

    // Moving back restores the row (a new version, no longer deleted).
    await db.update(users).set({ shopId: shopIds[0] }).where(eq(users.id, staffA2.userId))
    await syncTeamChannels(db)
    const back = await h.api(staffA).call(chatSyncSubscribers, { ...teamA, version: change.list[0]!.version })
    expect(back.list).toMatchObject([{ uid: staffA2.uid, isDeleted: false }])
  })
})
