import {
  ApiError,
  chatDeleteRecentConversation,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatLogin,
  chatSetUnread,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatHarness, startChatHarness } from '../../chat/testing/chat-harness'
import { loadChatConfig } from './chat-config'
import { startWukongImStub, type WkStubMessage, type WukongImStub } from './testing/wukongim-stub'
import { exclusiveEnd } from './wukongim-chat-service'

const wkMessage = (seq: number, channel: string, from: string): WkStubMessage => ({
  message_id: 1000 + seq,
  message_idstr: String(9_007_199_254_740_993n + BigInt(seq)),
  message_seq: seq,
  client_msg_no: `c${seq}`,
  from_uid: from,
  channel_id: channel,
  channel_type: 7,
  timestamp: 1_700_000_000 + seq,
  payload: Buffer.from(JSON.stringify({ type: 1, content: `m${seq}` })).toString('base64'),
  header: { no_persist: 0, red_dot: 1, sync_once: 0 },
})

describe('CHAT_MODE=wukongim: the /api/chat calls against a WuKongIM HTTP API stub', () => {
  let stub: WukongImStub
  let h: ChatHarness
  beforeAll(async () => {
    stub = await startWukongImStub()
    h = await startChatHarness({
      chat: { mode: 'wukongim', wukongimApiUrl: stub.url, wukongimApiToken: 'manager-secret' },
    })
  })
  afterAll(async () => {
    await h?.close()
    await stub?.close()
  })

  it('registers a token per login and hands out the route WuKongIM gives', async () => {
    const { shopper } = h.people
    expect(await h.api(shopper).call(chatLogin)).toEqual({ status: 200 })
    const creds = await h.api(shopper).call(chatGetWebSocketUrl)
    expect(creds).toEqual({
      uid: shopper.uid,
      token: expect.stringMatching(/^[0-9a-f]{48}$/),
      wsUrl: 'ws://127.0.0.1:5200',
    })
    expect(stub.tokens.get(`${shopper.uid}:1`)).toBe(creds.token)
    const tokenCall = stub.requests.findLast((r) => r.path === '/user/token')
    expect(tokenCall).toMatchObject({
      method: 'POST',
      token: 'manager-secret',
      body: { uid: shopper.uid, device_flag: 1, device_level: 1 },
    })
  })

  it('creates the service channel with the shopper and the shop staff as subscribers', async () => {
    const { shopper, staffA, staffA2, shopIds } = h.people
    const channel = await h.api(shopper).call(chatGetServiceChannel, { merId: shopIds[0] })
    expect(channel).toMatchObject({
      channelId: `mer_${shopIds[0]}_${shopper.uid}`,
      channelType: 7,
      name: 'Harbor Goods',
    })
    expect(stub.channels.get(`7:${channel.channelId}`)?.sort()).toEqual(
      [shopper.uid, staffA.uid, staffA2.uid].sort(),
    )
  })

  it('maps conversation sync, with 64-bit ids kept exact', async () => {
    const { shopper } = h.people
    stub.conversations.set(shopper.uid, [
      {
        channel_id: 'mer_1_9',
        channel_type: 7,
        unread: 2,
        timestamp: 1_700_000_010,
        last_msg_seq: 10,
        last_client_msg_no: 'c10',
        readed_to_msg_seq: 8,
        version: 1_700_000_010_123,
        recents: [wkMessage(10, 'mer_1_9', '7')],
      },
    ])
    const { list } = await h.api(shopper).call(chatGetRecentConversation, { version: 5, msgCount: 1 })
    expect(list).toEqual([
      {
        channelId: 'mer_1_9',
        channelType: 7,
        unread: 2,
        timestamp: 1_700_000_010,
        lastMsgSeq: 10,
        lastClientMsgNo: 'c10',
        browseTo: 8,
        version: 1_700_000_010_123,
        recents: [
          {
            messageId: '9007199254741003',
            messageSeq: 10,
            clientMsgNo: 'c10',
            fromUid: '7',
            channelId: 'mer_1_9',
            channelType: 7,
            timestamp: 1_700_000_010,
            payload: wkMessage(10, 'x', 'y').payload,
            reddot: true,
          },
        ],
      },
    ])
    expect(stub.requests.findLast((r) => r.path === '/conversation/sync')?.body).toEqual({
      uid: shopper.uid,
      version: 5,
      msg_count: 1,
    })
  })

  it('maps channel message sync, turning the inclusive end into WuKongIM exclusive one', async () => {
    const { shopper } = h.people
    stub.messages.set(
      '7:mer_1_9',
      Array.from({ length: 10 }, (_, i) => wkMessage(i + 1, 'mer_1_9', '7')),
    )
    const up = await h.api(shopper).call(chatGetChannelMessage, {
      channelId: 'mer_1_9',
      channelType: 7,
      startMessageSeq: 3,
      endMessageSeq: 6,
      limit: 10,
      pullMode: 1,
    })
    expect(up.list.map((m) => m.messageSeq)).toEqual([3, 4, 5, 6])
    expect(up.more).toBe(false)
    expect(stub.requests.findLast((r) => r.path === '/channel/messagesync')?.body).toEqual({
      login_uid: shopper.uid,
      channel_id: 'mer_1_9',
      channel_type: 7,
      start_message_seq: 3,
      end_message_seq: 7,
      limit: 10,
      pull_mode: 1,
    })
    const down = await h.api(shopper).call(chatGetChannelMessage, {
      channelId: 'mer_1_9',
      channelType: 7,
      startMessageSeq: 0,
      endMessageSeq: 0,
      limit: 3,
      pullMode: 0,
    })
    expect(down.list.map((m) => m.messageSeq)).toEqual([8, 9, 10])
    expect(down.more).toBe(true)
  })

  it('forwards set unread and delete conversation', async () => {
    const { shopper } = h.people
    const api = h.api(shopper)
    expect(await api.call(chatSetUnread, { channelId: 'mer_1_9', channelType: 7, unread: 0 })).toEqual({
      channelId: 'mer_1_9',
      channelType: 7,
      unread: 0,
    })
    expect(stub.requests.findLast((r) => r.path === '/conversations/setUnread')?.body).toEqual({
      uid: shopper.uid,
      channel_id: 'mer_1_9',
      channel_type: 7,
      unread: 0,
    })
    await api.call(chatDeleteRecentConversation, { channelId: 'mer_1_9', channelType: 7 })
    expect(stub.requests.findLast((r) => r.path === '/conversations/delete')?.body).toEqual({
      uid: shopper.uid,
      channel_id: 'mer_1_9',
      channel_type: 7,
    })
  })

  it('turns a WuKongIM outage into a server error, not a crash', async () => {
    stub.failWith = 503
    try {
      await expect(h.api(h.people.shopper).call(chatLogin)).rejects.toBeInstanceOf(ApiError)
    } finally {
      stub.failWith = undefined
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
  ])('reads %j', (env, expected) => {
    expect(loadChatConfig(env)).toMatchObject(expected)
  })

  it.each([
    [{ CHAT_MODE: 'cluster' }, /CHAT_MODE/],
    [{ CHAT_MODE: 'wukongim' }, /WUKONGIM_API_URL/],
    [{ WUKONGIM_API_URL: 'ftp://x' }, /WUKONGIM_API_URL/],
    [{ CHAT_WS_URL: 'http://x' }, /CHAT_WS_URL/],
    [{ CHAT_NODE_ID: '5000' }, /CHAT_NODE_ID/],
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
