import {
  API_CODE,
  ApiError,
  chatDeleteRecentConversation,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatLogin,
  chatSetUnread,
  userLogout,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatPresence, users } from '../../db/schema'
import { silentLogger } from '../../http/logger'
import { PLATFORM_SERVICE_ID } from '../channel-address'
import { loadChatConfig } from '../chat-config'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { WK_REASON, type WkSocket } from './testing/wukongim-model'
import { startWukongImModelServer, type WukongImModelServer } from './testing/wukongim-model-http'
import { createWukongImApi } from './wukongim-api'
import {
  exclusiveEnd,
  SLAVE_DEVICE_LEVEL,
  WEB_DEVICE_FLAG,
  WUKONGIM_SERVICE_CHANNEL_TYPE,
} from './wukongim-chat-service'
import { parseLosslessJson, stringifyLosslessJson } from './wukongim-json'
import { createWukongImReconciler } from './wukongim-reconcile'
import { parseOnlineStatus, WUKONGIM_WEBHOOK_PATH } from './wukongim-webhook'

const WEBHOOK_SECRET = 'webhook-secret-0123456789'
const text = (content: string) => Buffer.from(JSON.stringify({ type: 1, content })).toString('base64')
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).content

describe('CHAT_MODE=wukongim against the model of WuKongIM v2.2.5', () => {
  let wk: WukongImModelServer
  let h: ChatHarness
  // 2023-11-14T22:13:20Z: message timestamps of 1.7e9 s make conversation versions of 1.7e18 ns.
  let now = 1_700_000_000_000
  beforeAll(async () => {
    wk = await startWukongImModelServer({ now: () => now, managerToken: 'manager-secret', tokenAuthOn: true })
    h = await startChatHarness({
      chat: {
        mode: 'wukongim',
        wukongimApiUrl: wk.url,
        wukongimApiToken: 'manager-secret',
        wukongimWebhookSecret: WEBHOOK_SECRET,
        // The tests below run the reconciler themselves, on the model's clock.
        wukongimReconcileIntervalMs: 0,
      },
    })
    // WuKongIM's webhook.httpAddr.
    wk.webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
  })
  afterAll(async () => {
    await h?.close()
    await wk?.close()
  })

  /** A chat client as the app makes one: credentials from /api/chat, then a socket to WuKongIM. */
  async function connect(person: Person): Promise<WkSocket> {
    const creds = await h.api(person).call(chatGetWebSocketUrl)
    const socket = wk.model.connect(creds.uid, WEB_DEVICE_FLAG, creds.token)
    if (!('uid' in socket)) throw new Error(`connect refused: ${socket.refused}`)
    return socket
  }

  it('registers a slave-level token, so /api/chat/login leaves an open socket alone', async () => {
    const { shopper } = h.people
    const socket = await connect(shopper)
    expect(await h.api(shopper).call(chatLogin)).toEqual({ status: 200 })
    const creds = await h.api(shopper).call(chatGetWebSocketUrl)
    expect(creds).toEqual({
      uid: shopper.uid,
      token: expect.stringMatching(/^[0-9a-f]{48}$/),
      wsUrl: wk.wsUrl,
    })
    expect(socket.open).toBe(true)
    expect(socket.closedWith).toBeUndefined()
    expect(wk.model.tokens.get(`${shopper.uid}:${WEB_DEVICE_FLAG}`)).toEqual({
      token: creds.token,
      level: SLAVE_DEVICE_LEVEL,
    })
    expect(wk.requests.findLast((r) => r.path === '/user/token')).toMatchObject({ token: 'manager-secret' })
    socket.close()
  })

  it('the model kicks live sockets on a master-level token, as WuKongIM does', () => {
    wk.model.updateToken('model-user', 't1', 1, 1)
    const socket = wk.model.connect('model-user', 1, 't1')
    if (!('uid' in socket)) throw new Error('refused')
    wk.model.updateToken('model-user', 't2', 1, 1)
    expect(socket.open).toBe(false)
    expect(socket.closedWith).toBe(12) // ReasonConnectKick
  })

  it('creates the service channel as a group WuKongIM keeps conversations for', async () => {
    const { shopper, staffA, staffA2, shopIds } = h.people
    const channel = await h.api(shopper).call(chatGetServiceChannel, { merId: shopIds[0] })
    expect(channel).toMatchObject({
      channelId: `mer_${shopIds[0]}_${shopper.uid}`,
      channelType: WUKONGIM_SERVICE_CHANNEL_TYPE,
      name: 'Harbor Goods',
    })
    expect([...wk.model.subscribers(channel.channelId, WUKONGIM_SERVICE_CHANNEL_TYPE)].sort()).toEqual(
      [shopper.uid, staffA.uid, staffA2.uid, `mer_${shopIds[0]}`].sort(),
    )
  })

  it('the model: adding a subscriber writes their conversation read to the end; live channels get none', () => {
    const sync = (uid: string) =>
      wk.model.syncConversations({ uid, version: 0n, last_msg_seqs: '', msg_count: 1, only_unread: 1 })
    wk.model.createOrUpdateChannel('g-1', 2, ['g1', 'g2'], false)
    wk.model.send('g1', 'g-1', 2, text('one'))
    wk.model.send('g1', 'g-1', 2, text('two'))
    expect(sync('g2')).toMatchObject([{ channel_id: 'g-1', unread: 2 }])
    // internal/api/channel.go addSubscriberWithReq: listed again, g2's unread is gone.
    wk.model.createOrUpdateChannel('g-1', 2, ['g2'], false)
    expect(sync('g2')).toEqual([])
    wk.model.createOrUpdateChannel('live-1', 9, ['l1', 'l2'], false)
    wk.model.send('l1', 'live-1', 9, text('x'))
    expect(sync('l2')).toEqual([])
  })

  it('shopper and staff exchange messages; both lists show the right unread count and last message', async () => {
    const { shopper, staffA, shopIds } = h.people
    const channelId = `mer_${shopIds[0]}_${shopper.uid}`
    const type = WUKONGIM_SERVICE_CHANNEL_TYPE
    const staffSocket = await connect(staffA)
    now = 1_700_000_100_000
    wk.model.send(shopper.uid, channelId, type, text('hello'))
    now = 1_700_000_101_000
    wk.model.send(shopper.uid, channelId, type, text('is it in stock?'))
    now = 1_700_000_102_000
    wk.model.send(staffA.uid, channelId, type, text('yes'))
    now = 1_700_000_103_000
    wk.model.send(shopper.uid, channelId, type, text('thanks'))
    expect(staffSocket.received.map((m) => decode(m.payload))).toEqual([
      'hello',
      'is it in stock?',
      'yes',
      'thanks',
    ])

    const staffList = (await h.api(staffA).call(chatGetRecentConversation, { version: '0', msgCount: 2 }))
      .list
    expect(staffList).toHaveLength(1)
    expect(staffList[0]).toMatchObject({
      channelId,
      channelType: type,
      unread: 1,
      lastMsgSeq: 4,
      timestamp: 1_700_000_103,
      browseTo: 3,
      version: '1700000103000000000',
    })
    // Newest last, as the contract says (WuKongIM lists them newest first).
    expect(staffList[0]!.recents.map((m) => [m.messageSeq, decode(m.payload)])).toEqual([
      [3, 'yes'],
      [4, 'thanks'],
    ])
    expect(staffList[0]!.recents[1]!.messageId).toMatch(/^19\d{17}$/)

    const shopperList = (await h.api(shopper).call(chatGetRecentConversation, { version: '0', msgCount: 1 }))
      .list
    expect(shopperList).toEqual([
      expect.objectContaining({
        channelId,
        unread: 0,
        lastMsgSeq: 4,
        browseTo: 4,
        version: '1700000103000000000',
      }),
    ])
    expect(shopperList[0]!.recents.map((m) => decode(m.payload))).toEqual(['thanks'])

    // The staff member reads everything: unread 0 from now on, and setUnread never moves back.
    await h.api(staffA).call(chatSetUnread, { channelId, channelType: type, unread: 0 })
    await h.api(staffA).call(chatSetUnread, { channelId, channelType: type, unread: 3 })
    const after = (await h.api(staffA).call(chatGetRecentConversation, { version: '0', msgCount: 1 })).list
    expect(after[0]).toMatchObject({ unread: 0, browseTo: 4 })
    staffSocket.close()
  })

  it('a 1.7e18 version goes to WuKongIM and comes back with every digit', async () => {
    const { staffA } = h.people
    const version = '1700000103000000001'
    const list = (await h.api(staffA).call(chatGetRecentConversation, { version, msgCount: 1 })).list
    const body = wk.requests.findLast((r) => r.path === '/conversation/sync')?.body as Record<string, unknown>
    // Read by the lossless parser: an int64 beyond 2^53 arrives as its exact digits.
    expect(body).toEqual({ uid: staffA.uid, version, only_unread: 1, msg_count: 1 })
    // Everything is read: an incremental sync (only_unread) has nothing new.
    expect(list).toEqual([])
    expect(stringifyLosslessJson({ v: 1_700_000_103_000_000_001n })).toBe('{"v":1700000103000000001}')
    expect(parseLosslessJson('{"v":1700000103000000001,"s":"1700000103000000001 9","n":-12.5e3}')).toEqual({
      v: '1700000103000000001',
      s: '1700000103000000001 9',
      n: -12500,
    })
  })

  it('asks for at least one recent message: msg_count 0 would make WuKongIM return nothing', async () => {
    const { shopper } = h.people
    const list = (await h.api(shopper).call(chatGetRecentConversation, { version: '0', msgCount: 0 })).list
    expect(list).toHaveLength(1)
    expect(list[0]!.recents).toEqual([])
    expect(
      wk.model.syncConversations({
        uid: shopper.uid,
        version: 0n,
        last_msg_seqs: '',
        msg_count: 0,
        only_unread: 0,
      }),
    ).toEqual([])
  })

  it('pages channel messages (latest page for 0/0, more when full), the inclusive end made exclusive', async () => {
    const { shopper, shopIds } = h.people
    const channelId = `mer_${shopIds[0]}_${shopper.uid}`
    const type = WUKONGIM_SERVICE_CHANNEL_TYPE
    for (let i = 5; i <= 10; i++) wk.model.send(shopper.uid, channelId, type, text(`m${i}`))
    const latest = await h.api(shopper).call(chatGetChannelMessage, {
      channelId,
      channelType: type,
      startMessageSeq: 0,
      endMessageSeq: 0,
      limit: 3,
      pullMode: 0,
    })
    expect(latest.list.map((m) => m.messageSeq)).toEqual([8, 9, 10])
    expect(latest.more).toBe(true)
    const up = await h.api(shopper).call(chatGetChannelMessage, {
      channelId,
      channelType: type,
      startMessageSeq: 3,
      endMessageSeq: 6,
      limit: 10,
      pullMode: 1,
    })
    expect(up.list.map((m) => m.messageSeq)).toEqual([3, 4, 5, 6])
    expect(up.more).toBe(false)
    expect(wk.requests.findLast((r) => r.path === '/channel/messagesync')?.body).toMatchObject({
      login_uid: shopper.uid,
      start_message_seq: 3,
      end_message_seq: 7,
      pull_mode: 1,
    })
    const down = await h.api(shopper).call(chatGetChannelMessage, {
      channelId,
      channelType: type,
      startMessageSeq: 7,
      endMessageSeq: 0,
      limit: 4,
      pullMode: 0,
    })
    expect(down.list.map((m) => m.messageSeq)).toEqual([4, 5, 6, 7])
    expect(down.more).toBe(true)
  })

  it('refuses another user before anything reaches WuKongIM (which checks no membership)', async () => {
    const { shopper, shopper2, staffB, shopIds } = h.people
    const channel = {
      channelId: `mer_${shopIds[0]}_${shopper.uid}`,
      channelType: WUKONGIM_SERVICE_CHANNEL_TYPE,
    }
    // The model itself answers anyone: the service is the only guard.
    expect(
      wk.model.syncMessages({
        ...{ channel_id: channel.channelId, channel_type: channel.channelType },
        login_uid: shopper2.uid,
        start_message_seq: 0,
        end_message_seq: 0,
        limit: 5,
        pull_mode: 0,
      }).messages.length,
    ).toBeGreaterThan(0)
    const before = wk.requests.length
    for (const intruder of [shopper2, staffB]) {
      const api = h.api(intruder)
      const refusals = [
        api.call(chatGetChannelMessage, {
          ...channel,
          startMessageSeq: 0,
          endMessageSeq: 0,
          limit: 5,
          pullMode: 0,
        }),
        api.call(chatSetUnread, { ...channel, unread: 0 }),
        api.call(chatDeleteRecentConversation, channel),
        api.call(chatGetChannelMessage, { channelId: channel.channelId, channelType: 7, limit: 5 }),
      ]
      // Each refusal gets its handler at once: awaited one by one, a later one could reject first, unhandled.
      await Promise.all(
        refusals.map((refusal) => expect(refusal).rejects.toMatchObject({ code: API_CODE.notFound })),
      )
    }
    expect(wk.requests.length).toBe(before)
  })

  it('staff of the shop may read and delete; the conversation leaves the staff list', async () => {
    const { shopper, staffA2, shopIds } = h.people
    const channel = {
      channelId: `mer_${shopIds[0]}_${shopper.uid}`,
      channelType: WUKONGIM_SERVICE_CHANNEL_TYPE,
    }
    const page = await h.api(staffA2).call(chatGetChannelMessage, { ...channel, limit: 2 })
    expect(page.list).toHaveLength(2)
    await h.api(staffA2).call(chatDeleteRecentConversation, channel)
    expect(
      (await h.api(staffA2).call(chatGetRecentConversation, { version: '0', msgCount: 1 })).list,
    ).toEqual([])
  })

  it("WuKongIM's webhook: the away message while the shop's staff are offline, once a day", async () => {
    const { shopper, shopIds } = h.people
    const channel = await h.api(shopper).call(chatGetServiceChannel, { merId: shopIds[1] })
    await wk.flushWebhooks()
    wk.model.send(shopper.uid, channel.channelId, channel.channelType, text('anyone there?'))
    const calls = await wk.flushWebhooks()
    expect(calls.map((c) => [c.call.event, c.status])).toContainEqual(['msg.notify', 200])
    const history = await h.api(shopper).call(chatGetChannelMessage, { ...channel, limit: 10 })
    expect(history.list.map((m) => [m.fromUid, decode(m.payload)])).toEqual([
      [shopper.uid, 'anyone there?'],
      [`mer_${shopIds[1]}`, expect.stringContaining('customer service is offline')],
    ])
    wk.model.send(shopper.uid, channel.channelId, channel.channelType, text('hello?'))
    await wk.flushWebhooks()
    await wk.flushWebhooks()
    const again = await h.api(shopper).call(chatGetChannelMessage, { ...channel, limit: 10 })
    expect(again.list).toHaveLength(3)
  })

  it("WuKongIM's webhook: staff presence from user.onlinestatus decides the reply", async () => {
    const { shopper2, staffB, shopIds } = h.people
    const channel = await h.api(shopper2).call(chatGetServiceChannel, { merId: shopIds[1] })
    const staff = await connect(staffB)
    await wk.flushWebhooks()
    wk.model.send(shopper2.uid, channel.channelId, channel.channelType, text('first'))
    await wk.flushWebhooks()
    await wk.flushWebhooks()
    expect((await h.api(shopper2).call(chatGetChannelMessage, { ...channel, limit: 10 })).list).toHaveLength(
      1,
    )
    staff.close()
    await wk.flushWebhooks()
    wk.model.send(shopper2.uid, channel.channelId, channel.channelType, text('second'))
    await wk.flushWebhooks()
    const list = (await h.api(shopper2).call(chatGetChannelMessage, { ...channel, limit: 10 })).list
    expect(list.map((m) => m.fromUid)).toEqual([shopper2.uid, shopper2.uid, `mer_${shopIds[1]}`])
    expect(parseOnlineStatus('a-b-1-0-1-0-0')).toEqual({ uid: 'a-b', totalOnline: 0 })
    expect(parseOnlineStatus('nope-1')).toBeNull()
  })

  it('the webhook endpoint wants its secret', async () => {
    const post = (secret: string) =>
      fetch(`${h.url}${WUKONGIM_WEBHOOK_PATH}/${secret}?event=user.onlinestatus`, {
        method: 'POST',
        body: JSON.stringify([`${h.people.staffA.uid}-1-1-9-1-1`]),
      })
    expect((await post('wrong-secret-0123456789')).status).toBe(404)
    expect((await post(WEBHOOK_SECRET.slice(0, -1))).status).toBe(404)
    expect((await post(WEBHOOK_SECRET)).status).toBe(200)
    const bad = await fetch(`${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}?event=msg.notify`, {
      method: 'POST',
      body: '{not json',
    })
    expect(bad.status).toBe(400)
  })

  it("a shopper opening the chat again leaves the staff's unread alone (no /channel reset)", async () => {
    const { shopper2, staffA, staffA2, shopIds } = h.people
    const open = () => h.api(shopper2).call(chatGetServiceChannel, { merId: shopIds[0] })
    const channel = await open()
    wk.model.send(shopper2.uid, channel.channelId, channel.channelType, text('one'))
    wk.model.send(shopper2.uid, channel.channelId, channel.channelType, text('two'))
    const unreadOf = async (staff: Person) =>
      (await h.api(staff).call(chatGetRecentConversation, { version: '1', msgCount: 1 })).list.find(
        (c) => c.channelId === channel.channelId,
      )?.unread
    expect(await unreadOf(staffA)).toBe(2)
    const before = wk.requests.length
    await open()
    await open()
    expect(await unreadOf(staffA)).toBe(2)
    expect(await unreadOf(staffA2)).toBe(2)
    // Everyone was a subscriber already: nothing was listed again.
    expect(wk.requests.slice(before).filter((r) => r.path.startsWith('/channel'))).toEqual([])
    expect([...wk.model.subscribers(channel.channelId, channel.channelType)].sort()).toEqual(
      [shopper2.uid, staffA.uid, staffA2.uid, `mer_${shopIds[0]}`].sort(),
    )
  })

  it('msg.offline is answered at once, its body not even parsed', async () => {
    const response = await fetch(`${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}?event=msg.offline`, {
      method: 'POST',
      body: '{not json',
    })
    expect(response.status).toBe(200)
  })

  it('lost webhooks: presence read back from /user/onlinestatus, a missed shopper message answered', async () => {
    const { shopper, platform } = h.people
    const deadWebhook = 'http://127.0.0.1:9/nowhere'
    const modelClock = { now: () => now }
    const reconciler = createWukongImReconciler({
      db: h.server.services.db,
      clock: modelClock,
      logger: silentLogger,
      api: createWukongImApi({ apiUrl: wk.url, apiToken: 'manager-secret' }),
      // The missed messages go through the server's own webhook handling.
      notified: async (messages) => {
        const r = await fetch(`${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}?event=msg.notify`, {
          method: 'POST',
          body: stringifyLosslessJson(messages),
        })
        expect(r.status).toBe(200)
      },
      intervalMs: 0,
    })
    const channel = await h.api(shopper).call(chatGetServiceChannel, {})
    const presence = async () =>
      (await h.server.services.db.select().from(chatPresence).where(eq(chatPresence.uid, platform.uid)))[0]
        ?.onlineDevices ?? 0
    await wk.flushWebhooks()

    // CrossMart is unreachable: WuKongIM tries each push WK_WEBHOOK_RETRY_MAX times, then drops it.
    wk.webhookUrl = deadWebhook
    const staff = await connect(platform)
    const dropped = await wk.flushWebhooks()
    expect(dropped.map((d) => [d.call.event, d.dropped])).toEqual([['user.onlinestatus', true]])
    expect(await presence()).toBe(0)
    expect(await reconciler.reconcilePresence()).toBeGreaterThanOrEqual(1)
    expect(await presence()).toBe(1)

    staff.close()
    now += 60_000
    wk.model.send(shopper.uid, channel.channelId, channel.channelType, text('hello platform?'))
    expect((await wk.flushWebhooks()).every((d) => d.dropped)).toBe(true)
    wk.webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
    await reconciler.reconcilePresence()
    expect(await presence()).toBe(0)
    expect(await reconciler.catchUp()).toBeGreaterThanOrEqual(1)
    const history = await h.api(shopper).call(chatGetChannelMessage, { ...channel, limit: 10 })
    expect(history.list.map((m) => [m.fromUid, decode(m.payload)])).toEqual([
      [shopper.uid, 'hello platform?'],
      [PLATFORM_SERVICE_ID, expect.stringContaining('customer service is offline')],
    ])
    // The service's read position moved on: nothing is caught up twice.
    expect(await reconciler.catchUp()).toBe(0)
    await wk.flushWebhooks()
  })

  it('reads refusals from the body: HTTP 200 with {"status": <reason>} is an error', async () => {
    const { shopper2 } = h.people
    wk.model.ban(shopper2.uid)
    const refused = h.api(shopper2).call(chatLogin)
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    expect(wk.requests.findLast((r) => r.path === '/user/token')?.body).toMatchObject({ uid: shopper2.uid })
  })

  it('logout ends the WuKongIM chat: /user/device_quit clears the token and kicks the sockets', async () => {
    const { db, tokens } = h.server.services
    const [row] = await db
      .insert(users)
      .values({ account: `leaver-${Date.now()}`, nickname: 'leaver', passwordHash: '!test', role: 'shopper' })
      .returning({ id: users.id })
    const { token: session } = await tokens.issue(db, row!.id)
    const leaver: Person = { userId: row!.id, uid: String(row!.id), session }
    const creds = await h.api(leaver).call(chatGetWebSocketUrl)
    const socket = await connect(leaver)
    await h.api(leaver).call(userLogout)
    expect(socket.open).toBe(false)
    expect(socket.closedWith).toBe(WK_REASON.connectKick)
    expect(wk.requests.findLast((r) => r.path === '/user/device_quit')?.body).toEqual({
      uid: leaver.uid,
      device_flag: -1,
    })
    expect(wk.model.connect(leaver.uid, WEB_DEVICE_FLAG, creds.token)).toEqual({
      refused: WK_REASON.authFail,
    })
  })

  it('turns a WuKongIM outage into a server error, not a crash', async () => {
    wk.failWith = 503
    try {
      await expect(h.api(h.people.shopper).call(chatLogin)).rejects.toBeInstanceOf(ApiError)
    } finally {
      wk.failWith = undefined
    }
    expect(await h.api(h.people.shopper).call(chatLogin)).toEqual({ status: 200 })
  })
})

describe('chat configuration', () => {
  it.each([
    [{}, { mode: 'embedded', wukongimApiUrl: undefined }],
    [
      { CHAT_MODE: 'wukongim', WUKONGIM_API_URL: 'http://wk:5001/' },
      { mode: 'wukongim', wukongimApiUrl: 'http://wk:5001' },
    ],
    [
      { CHAT_WS_URL: 'wss://chat.example/ws', CHAT_MESSAGES_PER_SECOND: '10' },
      { publicWsUrl: 'wss://chat.example/ws', messagesPerSecond: 10 },
    ],
    [{}, { wukongimAllowOpenConnect: false, wukongimReconcileIntervalMs: 60_000 }],
    [
      { WUKONGIM_ALLOW_OPEN_CONNECT: '1', WUKONGIM_RECONCILE_INTERVAL_MS: '0' },
      { wukongimAllowOpenConnect: true, wukongimReconcileIntervalMs: 0 },
    ],
  ])('reads %j', (env, expected) => {
    expect(loadChatConfig(env)).toMatchObject(expected)
  })

  it.each([
    [{ CHAT_MODE: 'cluster' }, /CHAT_MODE/],
    [{ CHAT_MODE: 'wukongim' }, /WUKONGIM_API_URL/],
    [{ WUKONGIM_API_URL: 'ftp://x' }, /WUKONGIM_API_URL/],
    [{ CHAT_WS_URL: 'http://x' }, /CHAT_WS_URL/],
    [{ CHAT_NODE_ID: '5000' }, /CHAT_NODE_ID/],
    [{ WUKONGIM_WEBHOOK_SECRET: 'short' }, /WUKONGIM_WEBHOOK_SECRET/],
    [{ WUKONGIM_ALLOW_OPEN_CONNECT: 'yes' }, /WUKONGIM_ALLOW_OPEN_CONNECT/],
    [{ WUKONGIM_RECONCILE_INTERVAL_MS: '-1' }, /WUKONGIM_RECONCILE_INTERVAL_MS/],
    [{ WUKONGIM_WEBHOOK_SECRET: 'has/a/slash/0123456789' }, /WUKONGIM_WEBHOOK_SECRET/],
  ])('refuses %j', (env, message) => {
    expect(() => loadChatConfig(env)).toThrow(message)
  })

  it.each([
    [0, 1, 0],
    [6, 1, 7],
    [6, 0, 5],
    [1, 0, 0],
  ])('inclusive end %i (pull mode %i) is WuKongIM end %i', (end, mode, expected) => {
    expect(exclusiveEnd(end, mode as 0 | 1)).toBe(expected)
  })
})
