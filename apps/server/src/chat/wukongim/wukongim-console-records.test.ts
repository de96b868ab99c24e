import {
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatRatingSubmit,
  consoleConversationLabelSet,
  consoleConversationRatings,
  consoleConversationState,
  consoleInbox,
  consoleLabelSave,
  consoleMessageSearch,
  consoleReport,
  parseRatingRequest,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, conversationEpisodes, conversationStates } from '../../db/schema'
import { silentLogger } from '../../http/logger'
import { createOffsetClock } from '../../test-support/test-clock'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import type { WkMessageResp } from './testing/wukongim-model'
import {
  sendModelText,
  startWukongImModelServer,
  type WukongImModelServer,
} from './testing/wukongim-model-http'
import { createWukongImApi } from './wukongim-api'
import { WEB_DEVICE_FLAG, WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'
import { stringifyLosslessJson } from './wukongim-json'
import { createWukongImReconciler } from './wukongim-reconcile'
import { WUKONGIM_WEBHOOK_PATH } from './wukongim-webhook'

const WEBHOOK_SECRET = 'webhook-secret-records-0123456789'
const MANAGER_TOKEN = 'manager-secret-records'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Issue #29 in CHAT_MODE=wukongim (server README "WuKongIM mode"): the webhook's msg.notify and the
 * reconciler's catch-up keep the console's conversation records, once per message, so the inbox,
 * automatic assignment, labels, message search, the rating ask and the report work as in embedded
 * mode. Against the model of WuKongIM's HTTP API (testing/wukongim-model-http.ts) and PGlite.
 */
describe('CHAT_MODE=wukongim: the console keeps its conversation records', () => {
  let wk: WukongImModelServer
  let h: ChatHarness
  const clock = createOffsetClock()
  let webhookUrl: string
  let served: { channelId: string; channelType: number }
  let channelId: string
  let from: number
  let firstMessage: WkMessageResp | undefined

  beforeAll(async () => {
    wk = await startWukongImModelServer({ now: clock.now, managerToken: MANAGER_TOKEN, tokenAuthOn: true })
    h = await startChatHarness({
      clock,
      chat: {
        mode: 'wukongim',
        wukongimApiUrl: wk.url,
        wukongimApiToken: MANAGER_TOKEN,
        wukongimWebhookSecret: WEBHOOK_SECRET,
        wukongimReconcileIntervalMs: 0,
      },
    })
    // The test sweeps nothing by time: assignment and records come from the messages alone.
    h.server.queue.stop()
    webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
    wk.webhookUrl = webhookUrl
    const [shopA] = h.people.shopIds
    served = await h.api(h.people.shopper).call(chatGetServiceChannel, { merId: shopA })
    channelId = `mer_${shopA}_${h.people.shopper.uid}`
    // WuKongIM stamps messages in whole seconds, and the records keep those times: start before.
    from = clock.now() - MINUTE
  }, 180_000)
  afterAll(async () => {
    await h?.close()
    await wk?.close()
  })

  /** A console open on WuKongIM: its socket's online status reaches the server by the webhook. */
  async function goOnline(person: Person) {
    const creds = await h.api(person).call(chatGetWebSocketUrl)
    const socket = wk.model.connect(creds.uid, WEB_DEVICE_FLAG, creds.token)
    if (!('uid' in socket)) throw new Error(`connect refused: ${socket.refused}`)
    await wk.flushWebhooks()
    return socket
  }

  const send = (person: Person, text: string): WkMessageResp =>
    sendModelText(
      wk,
      person.uid,
      { channelId: served.channelId, channelType: WUKONGIM_SERVICE_CHANNEL_TYPE },
      text,
    )

  /** WuKongIM delivers a notification again (its retry after a timeout looks exactly like this). */
  async function deliverAgain(message: WkMessageResp) {
    const response = await fetch(`${webhookUrl}?event=msg.notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stringifyLosslessJson([message]),
    })
    expect(response.status).toBe(200)
  }

  const report = () => h.api(h.people.staffA).call(consoleReport, { from, to: from + DAY })
  const inboxRow = async (person: Person = h.people.staffA) =>
    (await h.api(person).call(consoleInbox, { filter: 'all', state: 'any' })).list.find(
      (c) => c.channelId === channelId,
    )

  it('a shopper message by webhook puts the conversation in the inbox, assigned to the online member', async () => {
    const { staffA, staffB, shopper } = h.people
    await goOnline(staffA)
    const first = send(shopper, 'where is my parcel?')
    firstMessage = first
    await wk.flushWebhooks()

    const row = await inboxRow()
    expect(row).toMatchObject({
      lastMessage: 'where is my parcel?',
      lastFromShopper: true,
      state: 'open',
      assignee: { id: staffA.userId },
    })
    expect((await report()).total.conversations).toBe(1)
    // Another shop's staff do not see it.
    expect(await inboxRow(staffB)).toBeUndefined()

    // The same notification again: recorded once, nothing counted twice.
    await deliverAgain(first)
    const stored = await h.server.services.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, channelId))
    expect(stored.map((m) => m.messageSeq)).toEqual([first.message_seq])
    expect((await report()).total.conversations).toBe(1)
  })

  it("staff's answer by webhook is the first response; labels and message search find the conversation", async () => {
    const { staffA, staffB } = h.people
    clock.advance(4 * MINUTE)
    send(staffA, 'it ships today, sorry for the wait')
    await wk.flushWebhooks()
    const { total } = await report()
    expect(total.firstResponse.count).toBe(1)
    // The offset clock also runs in real time: the moved time plus the test's own seconds.
    expect(total.firstResponse.median).toBeGreaterThanOrEqual(4 * MINUTE)
    expect(total.firstResponse.median).toBeLessThan(4 * MINUTE + 60_000)
    expect(await inboxRow()).toMatchObject({
      lastMessage: 'it ships today, sorry for the wait',
      lastFromShopper: false,
    })

    const staff = h.api(staffA)
    const label = await staff.call(consoleLabelSave, { name: 'Shipping', colour: 'blue' })
    await staff.call(consoleConversationLabelSet, { channelId, labelId: label.id, on: true })
    const labelled = await staff.call(consoleInbox, { filter: 'all', state: 'any', label: label.id })
    expect(labelled.list.map((c) => c.channelId)).toEqual([channelId])

    const hits = await staff.call(consoleMessageSearch, { q: 'PARCEL', page: 1, limit: 20 })
    expect(hits.list).toMatchObject([{ channelId, fromShopper: true, snippet: 'where is my parcel?' }])
    // Search stays within the staff member's own shop.
    expect((await h.api(staffB).call(consoleMessageSearch, { q: 'parcel', page: 1, limit: 20 })).total).toBe(
      0,
    )
  })

  it("resolve sends the rating ask through WuKongIM's send API; the rating reaches the report", async () => {
    const { staffA, shopper } = h.people
    const [shopA] = h.people.shopIds
    clock.advance(6 * MINUTE)
    const sendsBefore = wk.requests.filter((r) => r.path === '/message/send').length
    await h.api(staffA).call(consoleConversationState, { channelId, state: 'resolved' })
    const sends = wk.requests.filter((r) => r.path === '/message/send').slice(sendsBefore)
    expect(sends.map((r) => (r.body as { from_uid: string }).from_uid)).toEqual([`mer_${shopA}`])
    const payload = (sends[0]!.body as { payload: string }).payload
    const ask = parseRatingRequest(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
    expect(ask).not.toBeNull()
    // The ask is the service's own message: notified back, it neither reopens nor answers anything.
    await wk.flushWebhooks()
    expect(await inboxRow()).toMatchObject({ state: 'resolved' })

    await h.api(shopper).call(chatRatingSubmit, { id: ask!.ratingId, score: 4, comment: 'fast' })
    expect((await h.api(staffA).call(consoleConversationRatings, { channelId })).list).toMatchObject([
      { score: 4, comment: 'fast' },
    ])
    const { total, staff } = await report()
    expect(total).toMatchObject({ conversations: 1, satisfaction: { average: 4, count: 1 } })
    expect(total.resolution.count).toBe(1)
    expect(staff).toMatchObject([{ staffId: staffA.userId, figures: { conversations: 1 } }])
  })

  it('a late second delivery of an old message does not reopen the resolved conversation', async () => {
    expect(firstMessage).toBeDefined()
    await deliverAgain(firstMessage!)
    expect(await inboxRow()).toMatchObject({ state: 'resolved' })
    const episodes = await h.server.services.db
      .select()
      .from(conversationEpisodes)
      .where(eq(conversationEpisodes.canonicalId, channelId))
    expect(episodes).toHaveLength(1)
  })

  it('lost webhooks: the catch-up records the missed shopper message once, reopening the conversation', async () => {
    const { shopper } = h.people
    const reconciler = createWukongImReconciler({
      db: h.server.services.db,
      clock,
      logger: silentLogger,
      api: createWukongImApi({ apiUrl: wk.url, apiToken: MANAGER_TOKEN }),
      notified: async (messages) => {
        const response = await fetch(`${webhookUrl}?event=msg.notify`, {
          method: 'POST',
          body: stringifyLosslessJson(messages),
        })
        expect(response.status).toBe(200)
      },
      intervalMs: 0,
    })
    // Everything notified so far was read: the catch-up starts after it.
    await reconciler.catchUp()
    clock.advance(MINUTE)
    wk.webhookUrl = 'http://127.0.0.1:9/nowhere'
    const missed = send(shopper, 'one more thing about the parcel')
    expect((await wk.flushWebhooks()).every((d) => d.dropped)).toBe(true)
    wk.webhookUrl = webhookUrl
    // The webhook missed it: the conversation still ends at the rating ask.
    expect(await inboxRow()).toMatchObject({ state: 'resolved', lastFromShopper: false })

    // The catch-up runs ten minutes after the message was sent.
    clock.advance(10 * MINUTE)
    expect(await reconciler.catchUp()).toBe(1)
    expect(await inboxRow()).toMatchObject({ state: 'open', lastMessage: 'one more thing about the parcel' })
    const hits = await h
      .api(h.people.staffA)
      .call(consoleMessageSearch, { q: 'one more', page: 1, limit: 20 })
    expect(hits.total).toBe(1)
    // A second episode (reopened), counted once even when WuKongIM delivers it after all.
    await deliverAgain(missed)
    const episodes = await h.server.services.db
      .select()
      .from(conversationEpisodes)
      .where(eq(conversationEpisodes.canonicalId, channelId))
    expect(episodes).toHaveLength(2)
    // The reopened episode and the no-answer wait count from the message, not from the catch-up.
    const reopened = episodes.find((episode) => episode.resolvedAt === null)
    expect(reopened?.openedAt.getTime()).toBe(missed.timestamp! * 1000)
    const [state] = await h.server.services.db
      .select()
      .from(conversationStates)
      .where(eq(conversationStates.canonicalId, channelId))
    expect(state?.awaitingSince?.getTime()).toBe(missed.timestamp! * 1000)
    expect((await report()).total.conversations).toBe(2)
    await wk.flushWebhooks()
  })
})
