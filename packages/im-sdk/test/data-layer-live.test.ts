/**
 * The data layer through a real WuKongIM-protocol server on 127.0.0.1 (`startTestServer`, `ws`):
 * gap sync, dedupe, conversations, uploads, and the IndexedDB outbox across a "reload".
 */

import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { channelsPlugin } from '../src/channels/channels-plugin.js'
import type { ImClient } from '../src/client.js'
import { imageContent, textContent } from '../src/content/builders.js'
import { conversationsPlugin } from '../src/conversations/conversations-plugin.js'
import type { DataEvent } from '../src/data/events.js'
import { messageSyncPlugin } from '../src/messages/message-sync-plugin.js'
import type { MessageInput } from '../src/messages/model.js'
import { indexedDbStorage } from '../src/storage/indexeddb-storage.js'
import { storagePlugin } from '../src/storage/storage-plugin.js'
import { startTestServer, type TestServer } from '../src/testing/index.js'
import { uploadsPlugin } from '../src/uploads/uploads-plugin.js'
import { liveClient } from './helpers.js'

const SHOP = { channelID: 'shop', channelType: 1 }

let server: TestServer
const clients: ImClient[] = []

beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy()
  await server.close()
})

function record(client: ImClient) {
  const events: DataEvent[] = []
  for (const type of ['newMessage', 'messageUpdate', 'conversation', 'upload', 'dataError'] as const) {
    client.on(type, (e) => events.push(e))
  }
  return <T extends DataEvent['type']>(type: T) =>
    events.filter((e) => e.type === type) as Extract<DataEvent, { type: T }>[]
}

/** What the app's HTTP API would answer for the shop channel: messages 1..20 exist. */
const history = (seq: number): MessageInput => ({
  messageID: `${900 + seq}`,
  messageSeq: seq,
  clientMsgNo: `hist-${seq}`,
  fromUID: 'shop',
  channel: SHOP,
  timestamp: 1_700_000_000 + seq,
  content: { type: 1, content: `offline ${seq}` },
})

describe('data layer over a live connection', () => {
  it('a messageSeq gap is synced through syncMessages and reaches the same listener once', async () => {
    const asked: [number, number][] = []
    const { client } = liveClient(server, {
      callbacks: {
        syncMessages: async ({ startMessageSeq, endMessageSeq }) => {
          asked.push([startMessageSeq, endMessageSeq])
          const out: MessageInput[] = []
          for (let s = startMessageSeq; s <= endMessageSeq; s += 1) out.push(history(s))
          return out
        },
      },
      plugins: [conversationsPlugin(), messageSyncPlugin()],
    })
    clients.push(client)
    const of = record(client)
    client.connect()
    await server.waitFor(() => server.connections('alice').length === 1)
    server.push('alice', {
      fromUID: 'shop',
      channelID: 'shop',
      channelType: 1,
      content: { type: 1, content: 'a' },
      messageID: '101',
      messageSeq: 1,
    })
    server.push('alice', {
      fromUID: 'shop',
      channelID: 'shop',
      channelType: 1,
      content: { type: 1, content: 'd' },
      messageID: '104',
      messageSeq: 4,
    })
    await server.waitFor(() => of('newMessage').length >= 4)
    await client.idle()
    // a late live copy of a synced message is not delivered again
    server.push('alice', {
      fromUID: 'shop',
      channelID: 'shop',
      channelType: 1,
      content: { type: 1, content: 'b' },
      messageID: '902',
      messageSeq: 2,
    })
    await server.waitFor(() => server.recvacks.length === 3)
    expect(asked).toEqual([[2, 3]])
    expect(of('newMessage').map((e) => [e.message.messageSeq, e.origin])).toEqual([
      [1, 'live'],
      [4, 'live'],
      [2, 'sync'],
      [3, 'sync'],
    ])
    expect(client.messages.list(SHOP).map((m) => m.messageSeq)).toEqual([1, 2, 3, 4])
    expect(client.conversations.get(SHOP)).toMatchObject({ unread: 4, lastMessage: { messageSeq: 4 } })
    expect(client.contents.digest(client.conversations.get(SHOP)!.lastMessage!.content)).toBe('d')
  })

  it('own, invisible and mentioning messages update the conversation by the rules', async () => {
    const { client } = liveClient(server, { plugins: [conversationsPlugin()] })
    clients.push(client)
    client.connect()
    await server.waitFor(() => server.connections('alice').length === 1)
    const mine = client.send(textContent('hello'), SHOP)
    await server.waitFor(() => server.messages.length === 1)
    const push = (seq: number, content: object) =>
      server.push('alice', {
        fromUID: 'shop',
        channelID: 'shop',
        channelType: 1,
        content,
        messageID: `${500 + seq}`,
        messageSeq: seq,
      })
    push(2, { type: 1, content: 'hidden', invisibles: ['alice'] })
    push(3, { type: 1, content: '@alice', mention: { uids: ['alice'] } })
    await server.waitFor(() => server.recvacks.length === 2)
    await client.idle()
    const conversation = client.conversations.get(SHOP)!
    expect(conversation).toMatchObject({ unread: 1, isMentionMe: true, lastMessage: { messageSeq: 3 } })
    expect(client.messages.list(SHOP).find((m) => m.clientMsgNo === mine.clientMsgNo)?.status).toBe('normal')
    client.conversations.clearUnread(SHOP)
    expect(client.conversations.get(SHOP)).toMatchObject({ unread: 0, isMentionMe: false })
  })

  it('an image is uploaded first, then sent with its url and the same clientMsgNo', async () => {
    const { client } = liveClient(server, {
      plugins: [uploadsPlugin()],
      callbacks: {
        messageUploadTask: async ({ onProgress }) => {
          onProgress(5, 10)
          onProgress(10, 10)
          return { url: 'https://cdn.example/p.png' }
        },
      },
    })
    clients.push(client)
    const of = record(client)
    client.connect()
    await server.waitFor(() => server.connections('alice').length === 1)
    const placeholder = client.uploads.sendWithUpload(
      imageContent({ width: 640, height: 480 }),
      SHOP,
      new Uint8Array(10),
    )
    expect(placeholder.status).toBe('wait')
    await server.waitFor(() => server.messages.length === 1)
    expect(server.messages[0]).toMatchObject({
      clientMsgNo: placeholder.clientMsgNo,
      content: { type: 2, width: 640, height: 480, url: 'https://cdn.example/p.png' },
    })
    await server.waitFor(() => of('messageUpdate').some((e) => e.message.status === 'normal'))
    expect(of('upload').map((e) => e.task.status)).toEqual([
      'wait',
      'processing',
      'processing',
      'processing',
      'success',
    ])
    expect(client.uploads.list()).toEqual([])
  })

  it('the IndexedDB outbox survives a reload and is sent after the next connect, in order', async () => {
    const factory = new IDBFactory()
    const storage = () => indexedDbStorage({ name: 'crossmart-im-alice', indexedDB: factory })
    const before = liveClient(server, { plugins: [storagePlugin(storage())] }).client
    const a = before.send(textContent('first'), SHOP)
    const b = before.send(textContent('second'), SHOP)
    await before.idle()
    before.destroy() // the page reloads before it ever connected

    const after = liveClient(server, { plugins: [storagePlugin(storage())] }).client
    clients.push(after)
    await after.idle()
    expect(after.pendingMessages().map((m) => m.clientMsgNo)).toEqual([a.clientMsgNo, b.clientMsgNo])
    after.connect()
    await server.waitFor(() => server.messages.length === 2)
    expect(server.messages.map((m) => [m.clientMsgNo, m.content])).toEqual([
      [a.clientMsgNo, { type: 1, content: 'first' }],
      [b.clientMsgNo, { type: 1, content: 'second' }],
    ])
    await server.waitFor(() => after.pendingMessages().length === 0)
    await after.idle()
    expect(await storage().listOutbox()).toEqual([])
  })

  it('features without their callback throw MissingCallbackError naming it', async () => {
    const { client } = liveClient(server, {
      plugins: [conversationsPlugin(), channelsPlugin(), uploadsPlugin()],
    })
    clients.push(client)
    await expect(client.conversations.sync()).rejects.toMatchObject({
      code: 'MISSING_CALLBACK',
      callback: 'syncConversations',
    })
    await expect(client.channels.fetchInfo(SHOP)).rejects.toMatchObject({ callback: 'channelInfo' })
    expect(() => client.uploads.sendWithUpload(imageContent({ width: 1, height: 1 }), SHOP, 'f')).toThrow(
      expect.objectContaining({ code: 'MISSING_CALLBACK', callback: 'messageUploadTask' }),
    )
  })
})
