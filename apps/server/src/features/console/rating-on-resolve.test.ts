import {
  ApiError,
  ApiValidationError,
  chatGetServiceChannel,
  chatRating,
  chatRatingSubmit,
  consoleConversationRatings,
  consoleConversationState,
  consoleReport,
  parseRatingRequest,
  RATING_REQUEST_CONTENT_TYPE,
} from '@crossmart/api-client'
import { type Packet, ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatHarness, startChatHarness } from '../../chat/gateway/testing/chat-harness'
import { connectRaw, isRecv, type RawClient } from '../../chat/gateway/testing/raw-client'
import {
  startWukongImModelServer,
  type WukongImModelServer,
} from '../../chat/wukongim/testing/wukongim-model-http'
import { WUKONGIM_SERVICE_CHANNEL_TYPE } from '../../chat/wukongim/wukongim-chat-service'
import { WUKONGIM_WEBHOOK_PATH } from '../../chat/wukongim/wukongim-webhook'
import { conversationEpisodes, queueSettings, users } from '../../db/schema'
import { RATING_ASK_TEXT } from '../../i18n/rating-ask-text'
import { createOffsetClock } from '../../test-support/test-clock'

/** The server's message of a refusal, or the message key of the shared schema's validation. */
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const refusalCode = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (error instanceof ApiValidationError) return error.issues[0]?.messageKey
  expect(error).toBeInstanceOf(ApiError)
  return (error as ApiError).msg
}

/**
 * Issue #29 satisfaction ratings end to end on a real server (embedded gateway, PGlite): every
 * resolve asks the shopper in the chat, one rating per resolution, a reopened-then-resolved
 * conversation asks again, and only the conversation's own service sees the rating.
 */
describe('satisfaction rating on resolve (embedded chat)', () => {
  const clock = createOffsetClock()
  let h: ChatHarness
  let shopA: number
  let shopper: RawClient
  const asks = () =>
    shopper.received
      .filter((p: Packet): p is RecvPacket => isRecv(p) && p.fromUID === `mer_${shopA}`)
      .map((p) => parseRatingRequest(shopper.open(p)))
      .filter((ask) => ask !== null)

  beforeAll(async () => {
    h = await startChatHarness({ clock })
    ;[shopA] = h.people.shopIds
    h.server.queue.stop()
    const creds = await h.credentials(h.people.shopper)
    shopper = await connectRaw(creds.wsUrl, creds)
  }, 180_000)
  afterAll(async () => {
    shopper?.close()
    await h?.close()
  })

  const say = async (content: string) => {
    const { clientSeq } = shopper.send({
      channelID: `mer_${shopA}`,
      channelType: 7,
      content: { type: 1, content },
    })
    expect((await shopper.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
  }

  it('asks on resolve, takes one rating, asks again after a reopen, and shows it to its own staff only', async () => {
    const { staffA, staffB, shopper: person } = h.people
    const channelId = `mer_${shopA}_${person.uid}`
    await say('my parcel is late')
    const staff = h.api(staffA)
    await expect
      .poll(async () => (await staff.call(consoleConversationState, { channelId, state: 'resolved' })).state)
      .toBe('resolved')
    await expect.poll(() => asks().length).toBe(1)
    const [ask] = asks()
    expect(ask?.type).toBe(RATING_REQUEST_CONTENT_TYPE)

    const shopperApi = h.api(person)
    expect(await shopperApi.call(chatRating, { id: ask!.ratingId })).toMatchObject({ score: null })
    // The shared schema refuses a score outside 1-5 before the server looks.
    expect(await refusalCode(shopperApi.call(chatRatingSubmit, { id: ask!.ratingId, score: 6 }))).toBe(
      'validation.invalid',
    )
    const rated = await shopperApi.call(chatRatingSubmit, { id: ask!.ratingId, score: 4, comment: ' quick ' })
    expect(rated).toMatchObject({ id: ask!.ratingId, score: 4, comment: 'quick' })
    // One rating per resolution: a second answer is refused with a clear message.
    expect(await refusalCode(shopperApi.call(chatRatingSubmit, { id: ask!.ratingId, score: 1 }))).toBe(
      'You already rated this conversation',
    )
    // Another shopper cannot read or answer it.
    expect(await refusalCode(h.api(h.people.shopper2).call(chatRating, { id: ask!.ratingId }))).toBe(
      'There is no rating request to answer',
    )

    // The console shows it to the shop's staff; another shop's staff get not found.
    const { list } = await staff.call(consoleConversationRatings, { channelId })
    expect(list).toMatchObject([{ id: ask!.ratingId, score: 4, comment: 'quick', channelId }])
    const foreign = h.api(staffB).call(consoleConversationRatings, { channelId })
    await expect(foreign).rejects.toBeInstanceOf(ApiError)

    // Reopened by the shopper, resolved again (Ctrl+Alt+E goes through the same state change): a new ask.
    await say('one more question')
    await expect
      .poll(async () => (await staff.call(consoleConversationState, { channelId, state: 'resolved' })).state)
      .toBe('resolved')
    await expect.poll(() => asks().length).toBe(2)
    const second = asks()[1]!
    expect(second.ratingId).not.toBe(ask!.ratingId)
    expect(await shopperApi.call(chatRatingSubmit, { id: second.ratingId, score: 5 })).toMatchObject({
      score: 5,
    })
    expect((await staff.call(consoleConversationRatings, { channelId })).list.map((r) => r.score)).toEqual([
      5, 4,
    ])
  })

  it('asks once more with the same request when resolved again before the shopper answered', async () => {
    const { staffA, shopper: person } = h.people
    const channelId = `mer_${shopA}_${person.uid}`
    const staff = h.api(staffA)
    await say('and another')
    await expect
      .poll(async () => (await staff.call(consoleConversationState, { channelId, state: 'resolved' })).state)
      .toBe('resolved')
    const before = asks().length
    await staff.call(consoleConversationState, { channelId, state: 'open' })
    await staff.call(consoleConversationState, { channelId, state: 'resolved' })
    await expect.poll(() => asks().length).toBe(before + 1)
    const all = asks()
    expect(all.at(-1)?.ratingId).toBe(all.at(-2)?.ratingId)
    const open = (await staff.call(consoleConversationRatings, { channelId })).list.filter(
      (r) => r.score === null,
    )
    expect(open).toHaveLength(1)
  })
  it("words the ask's fallback text in the shopper's language", async () => {
    const { staffA, shopper: person } = h.people
    const channelId = `mer_${shopA}_${person.uid}`
    const staff = h.api(staffA)
    // English until the shopper chose another language (users.language, shop-spec §9).
    expect(asks().at(-1)?.content).toBe(RATING_ASK_TEXT.en)
    await h.server.services.db.update(users).set({ language: 'kor' }).where(eq(users.id, person.userId))
    await say('한 가지 더 물어볼게요')
    await expect
      .poll(async () => (await staff.call(consoleConversationState, { channelId, state: 'resolved' })).state)
      .toBe('resolved')
    await expect.poll(() => asks().at(-1)?.content).toBe(RATING_ASK_TEXT.kor)
  })
})

describe('reports on a conversation with known times (embedded chat)', () => {
  const clock = createOffsetClock()
  let h: ChatHarness
  const clients: RawClient[] = []

  beforeAll(async () => {
    h = await startChatHarness({ clock })
    h.server.queue.stop()
  }, 180_000)
  afterAll(async () => {
    for (const c of clients) c.close()
    await h?.close()
  })

  it("counts the conversation, its times within business hours, the rating and its hour; staff see their own shop's only", async () => {
    const { staffA, staffB, shopper2 } = h.people
    const [shopA, shopB] = h.people.shopIds
    const staff = h.api(staffA)
    // Always open (no hours): business time is wall time here; the pure tests cover the hours.
    const connect = async (person: typeof staffA) => {
      const creds = await h.credentials(person)
      const client = await connectRaw(creds.wsUrl, creds)
      clients.push(client)
      return client
    }
    const say = async (client: RawClient, channelID: string, content: string) => {
      const { clientSeq } = client.send({ channelID, channelType: 7, content: { type: 1, content } })
      expect((await client.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
    }
    const from = clock.now()
    const channelId = `mer_${shopA}_${shopper2.uid}`
    const shopperClient = await connect(shopper2)
    await say(shopperClient, `mer_${shopA}`, 'is the blue one back?')
    await expect
      .poll(async () => (await staff.call(consoleReport, { from, to: from + DAY })).total.conversations)
      .toBe(1)
    clock.advance(3 * MINUTE)
    await say(await connect(staffA), channelId, 'tomorrow')
    await expect
      .poll(async () => (await staff.call(consoleReport, { from, to: from + DAY })).total.firstResponse.count)
      .toBe(1)
    clock.advance(7 * MINUTE)
    await staff.call(consoleConversationState, { channelId, state: 'resolved' })
    const [ask] = (await staff.call(consoleConversationRatings, { channelId })).list
    await h.api(shopper2).call(chatRatingSubmit, { id: ask!.id, score: 5 })

    const report = await staff.call(consoleReport, { from, to: from + DAY })
    expect(report.serviceId).toBe(`mer_${shopA}`)
    // The offset clock also runs in real time: each duration is the moved time plus the test's own seconds.
    const within = (value: number | null, moved: number) =>
      value !== null && value >= moved && value < moved + 30_000
    const { total } = report
    expect(total.conversations).toBe(1)
    expect(total.firstResponse.count).toBe(1)
    expect(within(total.firstResponse.median, 3 * MINUTE)).toBe(true)
    expect(total.firstResponse.p90).toBe(total.firstResponse.median)
    expect(total.resolution.count).toBe(1)
    expect(within(total.resolution.median, 10 * MINUTE)).toBe(true)
    expect(total.satisfaction).toEqual({ average: 5, count: 1 })
    expect(report.staff).toMatchObject([{ staffId: staffA.userId, figures: { conversations: 1 } }])
    expect(report.heatmap.flat().reduce((a, b) => a + b, 0)).toBe(1)
    // Another shop's staff: their own shop has nothing, and shop A's report is not theirs to see.
    expect((await h.api(staffB).call(consoleReport, { from, to: from + DAY })).total.conversations).toBe(0)
    const foreign = h.api(staffB).call(consoleReport, { from, to: from + DAY, shopId: shopA })
    await expect(foreign).rejects.toBeInstanceOf(ApiError)
    expect((await h.api(staffB).call(consoleReport, { from, to: from + DAY, shopId: shopB })).serviceId).toBe(
      `mer_${shopB}`,
    )
  })
  it("asked by days, cuts them at midnight in the shop's time zone, not UTC", async () => {
    const { staffB } = h.people
    const [, shopB] = h.people.shopIds
    const serviceId = `mer_${shopB}`
    const { db } = h.server.services
    await db
      .insert(queueSettings)
      .values({
        serviceId,
        timeZone: 'Asia/Tokyo',
        hours: [],
        awayTexts: {},
        updatedAt: new Date(clock.now()),
      })
      .onConflictDoUpdate({ target: queueSettings.serviceId, set: { timeZone: 'Asia/Tokyo' } })
    // Two conversations of known times: 23:30 on the 27th and 00:30 on the 28th, Tokyo time; both
    // on the 27th in UTC.
    const opened = ['2026-11-27T14:30:00Z', '2026-11-27T15:30:00Z']
    await db.insert(conversationEpisodes).values(
      opened.map((at, i) => ({
        canonicalId: `${serviceId}_${900_000 + i}`,
        serviceId,
        openedAt: new Date(at),
      })),
    )
    const staff = h.api(staffB)
    const day28 = await staff.call(consoleReport, { fromDay: '2026-11-28', toDay: '2026-11-28' })
    expect(day28).toMatchObject({
      timeZone: 'Asia/Tokyo',
      from: Date.parse('2026-11-27T15:00:00Z'),
      to: Date.parse('2026-11-28T15:00:00Z'),
    })
    expect(day28.total.conversations).toBe(1)
    const day27 = await staff.call(consoleReport, { fromDay: '2026-11-27', toDay: '2026-11-27' })
    expect(day27.total.conversations).toBe(1)
    // The heat map's hour is Tokyo's too: Saturday 00:00.
    expect(day28.heatmap[6]?.[0]).toBe(1)
    // By UTC instants both fall on the 27th.
    const utc27 = await staff.call(consoleReport, {
      from: Date.parse('2026-11-27T00:00:00Z'),
      to: Date.parse('2026-11-28T00:00:00Z'),
    })
    expect(utc27.total.conversations).toBe(2)
    // Half a period is refused with the shared schema's message.
    expect(await refusalCode(staff.call(consoleReport, { fromDay: '2026-11-28' }))).toBe('validation.invalid')
    expect(await refusalCode(staff.call(consoleReport, { fromDay: '2026-11-28', toDay: '2026-11-27' }))).toBe(
      'validation.invalid',
    )
  })
})

describe('satisfaction rating on resolve (CHAT_MODE=wukongim)', () => {
  const WEBHOOK_SECRET = 'webhook-secret-rating-0123456789'
  let wk: WukongImModelServer
  let h: ChatHarness
  const clock = createOffsetClock()

  beforeAll(async () => {
    wk = await startWukongImModelServer({ now: clock.now, managerToken: 'manager-secret', tokenAuthOn: true })
    h = await startChatHarness({
      clock,
      chat: {
        mode: 'wukongim',
        wukongimApiUrl: wk.url,
        wukongimApiToken: 'manager-secret',
        wukongimWebhookSecret: WEBHOOK_SECRET,
        wukongimReconcileIntervalMs: 0,
      },
    })
    h.server.queue.stop()
    wk.webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
  }, 180_000)
  afterAll(async () => {
    await h?.close()
    await wk?.close()
  })

  it('sends the ask through WuKongIM as the service, and the shopper answers it', async () => {
    const { staffA, shopper } = h.people
    const [shopA] = h.people.shopIds
    const served = await h.api(shopper).call(chatGetServiceChannel, { merId: shopA })
    const channelId = `mer_${shopA}_${shopper.uid}`
    const content = Buffer.from(JSON.stringify({ type: 1, content: 'hello' })).toString('base64')
    wk.model.send(shopper.uid, served.channelId, WUKONGIM_SERVICE_CHANNEL_TYPE, content)
    await wk.flushWebhooks()
    await h.api(staffA).call(consoleConversationState, { channelId, state: 'resolved' })
    const { messages } = wk.model.syncMessages({
      login_uid: shopper.uid,
      channel_id: served.channelId,
      channel_type: WUKONGIM_SERVICE_CHANNEL_TYPE,
      start_message_seq: 0,
      end_message_seq: 0,
      limit: 50,
      pull_mode: 1,
    })
    const ask = messages
      .filter((m) => m.from_uid === `mer_${shopA}`)
      .map((m) => parseRatingRequest(JSON.parse(Buffer.from(m.payload, 'base64').toString('utf8'))))
      .find((a) => a !== null)
    expect(ask).toBeDefined()
    expect(await h.api(shopper).call(chatRatingSubmit, { id: ask!.ratingId, score: 3 })).toMatchObject({
      score: 3,
    })
    expect(
      (await h.api(staffA).call(consoleConversationRatings, { channelId })).list.map((r) => r.score),
    ).toEqual([3])
  })
})
