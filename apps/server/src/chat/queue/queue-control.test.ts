import {
  API_CODE,
  ApiError,
  consoleAvailabilitySet,
  consoleColleagues,
  consoleConversationState,
  consoleInbox,
  consoleQueueSettings,
  consoleQueueSettingsSave,
  type QueueSettings,
} from '@crossmart/api-client'
import { type Packet, ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { consoleAuditLog, conversationAssignments, users } from '../../db/schema'
import { createOffsetClock } from '../../test-support/test-clock'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { connectRaw, isRecv, type RawClient } from '../gateway/testing/raw-client'
import { localTimeOf } from '../services/business-hours'
import type { StateChange } from './queue-control'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Issue #29 queue control (server README "Queue control") against a real server, gateway and PGlite:
 * conversation states and reopening, automatic assignment under the shop's limit, the return to the
 * queue when the assignee goes offline or does not answer, and the away message once a day. Time
 * moves on the injected clock; the queue's sweep is called directly.
 */
describe('queue control', () => {
  const clock = createOffsetClock()
  let h: ChatHarness
  let shopA: number
  let shopB: number
  const open: RawClient[] = []
  let shopperCount = 0

  const connect = async (person: Person) => {
    const creds = await h.credentials(person)
    const client = await connectRaw(creds.wsUrl, creds)
    open.push(client)
    return client
  }
  const disconnect = (client: RawClient) => {
    client.close()
    open.splice(open.indexOf(client), 1)
  }
  /** A shopper of their own (each test's conversations start fresh). */
  const newShopper = async (language = 'en'): Promise<Person> => {
    const { db, tokens } = h.server.services
    shopperCount += 1
    const [row] = await db
      .insert(users)
      .values({
        account: `queue-shopper-${shopperCount}-${Date.now().toString(36)}`,
        nickname: `Shopper ${shopperCount}`,
        passwordHash: '!test',
        role: 'shopper',
        language,
      })
      .returning({ id: users.id })
    return {
      userId: row!.id,
      uid: String(row!.id),
      session: (await tokens.issue(h.server.services.db, row!.id)).token,
    }
  }
  const say = async (client: RawClient, channelID: string, content: string) => {
    const { clientSeq } = client.send({ channelID, channelType: 7, content: { type: 1, content } })
    expect((await client.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
  }
  const assigneeOf = async (channelId: string) => {
    const [row] = await h.server.services.db
      .select({ staffId: conversationAssignments.staffId })
      .from(conversationAssignments)
      .where(eq(conversationAssignments.canonicalId, channelId))
    return row?.staffId ?? null
  }
  const audits = (channelId: string) =>
    h.server.services.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.targetType, 'conversation'), eq(consoleAuditLog.targetId, channelId)))
      .orderBy(desc(consoleAuditLog.id))
  const settings = (overrides: Partial<QueueSettings>): QueueSettings => ({
    timeZone: 'UTC',
    hours: [],
    awayTexts: {},
    memberLimit: 10,
    noAnswerMinutes: 15,
    ...overrides,
  })

  beforeAll(async () => {
    h = await startChatHarness({ clock })
    ;[shopA, shopB] = h.people.shopIds
    // The queue's own timer must not sweep while a test moves the clock.
    h.server.queue.stop()
    // A fresh PGlite migrates from scratch: slow on a loaded machine.
  }, 180_000)
  afterEach(async () => {
    for (const client of open.splice(0)) client.close()
    // Each test starts from the defaults: both of shop A's members online, no saved settings.
    for (const person of [h.people.staffA, h.people.staffA2])
      await h.api(person).call(consoleAvailabilitySet, { status: 'online' })
    await h.api(h.people.staffA).call(consoleQueueSettingsSave, settings({}))
  })
  afterAll(async () => {
    for (const client of open) client.close()
    await h?.close()
  })

  it('gives a new conversation to the online member with the fewest open ones, under the limit', async () => {
    const { staffA, staffA2 } = h.people
    await connect(staffA)
    await connect(staffA2)
    // staffA already handles one conversation; staffA2 none.
    const first = await newShopper()
    const firstClient = await connect(first)
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'busy' })
    await say(firstClient, `mer_${shopA}`, 'first question')
    const firstChannel = `mer_${shopA}_${first.uid}`
    await expect.poll(() => assigneeOf(firstChannel)).toBe(staffA.userId)
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'online' })

    const second = await newShopper()
    await say(await connect(second), `mer_${shopA}`, 'second question')
    const secondChannel = `mer_${shopA}_${second.uid}`
    await expect.poll(() => assigneeOf(secondChannel)).toBe(staffA2.userId)
    const [audit] = await audits(secondChannel)
    expect(audit).toMatchObject({ action: 'conversation.autoAssign', actorId: null })
    expect(audit?.after).toMatchObject({ assignee: staffA2.userId, openBefore: 0 })

    // A limit of one each: both are full, the third conversation waits in the queue.
    await h.api(staffA).call(consoleQueueSettingsSave, settings({ memberLimit: 1 }))
    const third = await newShopper()
    await say(await connect(third), `mer_${shopA}`, 'third question')
    const thirdChannel = `mer_${shopA}_${third.uid}`
    await expect
      .poll(async () =>
        (await h.api(staffA).call(consoleInbox, { filter: 'all' })).list.map((c) => c.channelId),
      )
      .toContain(thirdChannel)
    expect(await h.server.queue.ensureAssigned(thirdChannel, `mer_${shopA}`)).toBeNull()
    expect(await assigneeOf(thirdChannel)).toBeNull()
    const unassigned = await h.api(staffA).call(consoleInbox, { filter: 'unassigned', state: 'open' })
    expect(unassigned.list.map((c) => c.channelId)).toContain(thirdChannel)
  })

  it("resolves, reopens on the shopper's message, snoozes until a time, and tells onResolved", async () => {
    const { staffA } = h.people
    await connect(staffA)
    const shopper = await newShopper()
    const shopperClient = await connect(shopper)
    const channelId = `mer_${shopA}_${shopper.uid}`
    await say(shopperClient, `mer_${shopA}`, 'where is my parcel?')
    await expect.poll(() => assigneeOf(channelId)).toBe(staffA.userId)

    const resolved: StateChange[] = []
    const stop = h.server.queue.onResolved((change) => {
      resolved.push(change)
    })
    const api = h.api(staffA)
    expect(await api.call(consoleConversationState, { channelId, state: 'resolved' })).toEqual({
      channelId,
      state: 'resolved',
      snoozedUntil: null,
    })
    expect(resolved).toMatchObject([
      { channelId, before: 'open', after: 'resolved', by: { id: staffA.userId } },
    ])
    const inResolved = await api.call(consoleInbox, { filter: 'all', state: 'resolved' })
    expect(inResolved.list.map((c) => c.channelId)).toEqual([channelId])
    expect(
      (await api.call(consoleInbox, { filter: 'all', state: 'open' })).list.map((c) => c.channelId),
    ).not.toContain(channelId)

    // The shopper writes again: open again, by the queue (no person).
    await say(shopperClient, `mer_${shopA}`, 'one more thing')
    await expect
      .poll(async () =>
        (await api.call(consoleInbox, { filter: 'all', state: 'open' })).list.map((c) => c.channelId),
      )
      .toContain(channelId)
    const [reopen] = (await audits(channelId)).filter((a) => a.action === 'conversation.state')
    expect(reopen).toMatchObject({ actorId: null, before: { state: 'resolved' }, after: { state: 'open' } })

    // Pending (waiting on the shopper), then snoozed: a time in the past is refused.
    await api.call(consoleConversationState, { channelId, state: 'pending' })
    const past = api.call(consoleConversationState, {
      channelId,
      state: 'snoozed',
      snoozedUntil: clock.now() - 1,
    })
    await expect(past).rejects.toBeInstanceOf(ApiError)
    const until = clock.now() + 60 * MINUTE
    expect(
      await api.call(consoleConversationState, { channelId, state: 'snoozed', snoozedUntil: until }),
    ).toEqual({
      channelId,
      state: 'snoozed',
      snoozedUntil: until,
    })
    expect(await h.server.queue.sweep()).toMatchObject({ woken: 0 })
    clock.advance(61 * MINUTE)
    expect(await h.server.queue.sweep()).toMatchObject({ woken: 1 })
    const [row] = (await api.call(consoleInbox, { filter: 'all' })).list.filter(
      (c) => c.channelId === channelId,
    )
    expect(row).toMatchObject({ state: 'open', snoozedUntil: null })
    stop()
    expect(resolved).toHaveLength(1)
  })

  it('returns the conversations of a member whose console closed past the grace period, or who went offline', async () => {
    const { staffA, staffA2 } = h.people
    const aClient = await connect(staffA)
    await connect(staffA2)
    const shopper = await newShopper()
    const channelId = `mer_${shopA}_${shopper.uid}`
    // staffA2 is busy for the first message, so staffA has it.
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'busy' })
    await say(await connect(shopper), `mer_${shopA}`, 'hello')
    await expect.poll(() => assigneeOf(channelId)).toBe(staffA.userId)
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'online' })

    disconnect(aClient)
    const online = async () =>
      (await h.api(staffA2).call(consoleColleagues)).list.find((c) => c.id === staffA.userId)?.online
    await expect.poll(online).toBe(false)
    // Within the grace period (a reload) it stays; after it, staffA2 takes over.
    expect((await h.server.queue.sweep()).wentOffline).toBe(0)
    clock.advance(30_000)
    expect((await h.server.queue.sweep()).wentOffline).toBe(0)
    expect(await assigneeOf(channelId)).toBe(staffA.userId)
    clock.advance(31_000)
    expect((await h.server.queue.sweep()).wentOffline).toBe(1)
    expect(await assigneeOf(channelId)).toBe(staffA2.userId)
    const [assigned, requeued] = await audits(channelId)
    expect(requeued).toMatchObject({
      action: 'conversation.requeue',
      after: { assignee: null, reason: 'offline' },
    })
    expect(assigned).toMatchObject({ action: 'conversation.autoAssign', after: { assignee: staffA2.userId } })

    // Choosing offline in the console returns them at once; nobody else is online: the queue keeps it.
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'offline' })
    expect(await assigneeOf(channelId)).toBeNull()
  })

  it("returns a conversation its assignee has not answered within the shop's time", async () => {
    const { staffA, staffA2 } = h.people
    const aClient = await connect(staffA)
    const a2Client = await connect(staffA2)
    await h.api(staffA).call(consoleQueueSettingsSave, settings({ noAnswerMinutes: 5 }))
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'busy' })
    const answered = await newShopper()
    const ignored = await newShopper()
    const answeredChannel = `mer_${shopA}_${answered.uid}`
    const ignoredChannel = `mer_${shopA}_${ignored.uid}`
    await say(await connect(answered), `mer_${shopA}`, 'a question')
    await say(await connect(ignored), `mer_${shopA}`, 'another question')
    await expect.poll(() => assigneeOf(answeredChannel)).toBe(staffA.userId)
    await expect.poll(() => assigneeOf(ignoredChannel)).toBe(staffA.userId)
    await h.api(staffA2).call(consoleAvailabilitySet, { status: 'online' })
    await say(aClient, answeredChannel, 'here is your answer')

    clock.advance(4 * MINUTE)
    await h.server.queue.sweep()
    expect(await assigneeOf(ignoredChannel)).toBe(staffA.userId)
    clock.advance(2 * MINUTE)
    // The answered one ended its wait when staffA wrote (polled: the hook runs after the store).
    await expect
      .poll(async () => {
        await h.server.queue.sweep()
        return assigneeOf(ignoredChannel)
      })
      .toBe(staffA2.userId)
    expect(await assigneeOf(answeredChannel)).toBe(staffA.userId)
    const [, requeued] = await audits(ignoredChannel)
    expect(requeued).toMatchObject({ action: 'conversation.requeue', after: { reason: 'noAnswer' } })
    // The new assignee gets the whole time again.
    await h.server.queue.sweep()
    expect(await assigneeOf(ignoredChannel)).toBe(staffA2.userId)
    a2Client.close()
  })

  it("sends the away message once a day, in the shopper's language, with when the shop answers again", async () => {
    const { staffB } = h.people
    // Shop B opens 09:00-17:00 Tokyo time on one weekday only, three days after today's (so it is
    // closed now whatever the time), and wrote a Chinese away message.
    const openDay = (localTimeOf('Asia/Tokyo', clock.now()).weekday + 3) % 7
    await h.api(staffB).call(
      consoleQueueSettingsSave,
      settings({
        timeZone: 'Asia/Tokyo',
        hours: [{ day: openDay, from: 9 * 60, to: 17 * 60 }],
        awayTexts: { zh: '我们现在不在，稍后回复您。' },
      }),
    )
    const shopper = await newShopper('zh')
    const client = await connect(shopper)
    const fromShop = (p: Packet): p is RecvPacket => isRecv(p) && p.fromUID === `mer_${shopB}`
    const awayTexts = () =>
      client.received.filter(fromShop).map((p) => (client.open(p) as { content: string }).content)
    await say(client, `mer_${shopB}`, '在吗？')
    await say(client, `mer_${shopB}`, '有人吗？')
    await expect.poll(() => awayTexts().length).toBe(1)
    const [text] = awayTexts()
    expect(text?.startsWith('我们现在不在，稍后回复您。')).toBe(true)
    // Closed now: the shopper sees when the shop answers again (weekday and time, Tokyo's zone).
    expect(text).toContain('我们将于')
    expect(text).toMatch(/09:00/)
    // The next day of Tokyo's calendar: one more.
    clock.advance(DAY)
    await say(client, `mer_${shopB}`, '还在吗？')
    await expect.poll(() => awayTexts().length).toBe(2)
  })

  it("keeps each shop's settings and conversations to its own staff", async () => {
    const { staffA, staffB, shopper } = h.people
    await h
      .api(staffA)
      .call(consoleQueueSettingsSave, settings({ memberLimit: 3, awayTexts: { en: 'Back soon' } }))
    const seenByB = await h.api(staffB).call(consoleQueueSettings)
    expect(seenByB.awayTexts.en).not.toBe('Back soon')
    expect((await h.api(staffA).call(consoleQueueSettings)).memberLimit).toBe(3)
    const foreign = h.api(staffB).call(consoleConversationState, {
      channelId: `mer_${shopA}_${h.people.shopper.uid}`,
      state: 'resolved',
    })
    await expect(foreign).rejects.toMatchObject({ code: API_CODE.notFound })
    await expect(h.api(shopper).call(consoleQueueSettings)).rejects.toMatchObject({
      code: API_CODE.forbidden,
    })
  })
})
