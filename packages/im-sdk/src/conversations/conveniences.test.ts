import { describe, expect, it } from 'vitest'
import type { ConversationInput } from '../callbacks/types.js'
import { ImClientError } from '../client-errors.js'
import { createContentRegistry } from '../content/registry.js'
import { CHANNEL, message } from '../messages/test-helpers.js'
import { createConversationManager } from './conversation-manager.js'
import type { ConversationChange } from './model.js'

// The official SDK's conveniences (MIGRATION.md "conversationManager"): getAllUnreadCount, findConversations,
// createEmptyConversation, openConversation.

const OTHER = { channelID: 'shop-2', channelType: 7 }
const THIRD = { channelID: 'shop-3', channelType: 7 }
const NOW_MS = 1_800_000_000_500

function setup(server: ConversationInput[] = []) {
  const changes: ConversationChange[] = []
  let now = NOW_MS
  const manager = createConversationManager({
    uid: 'me',
    callbacks: { syncConversations: async () => server },
    parse: createContentRegistry().parse,
    pendingReminders: () => [],
    onChange: (c) => changes.push(c),
    now: () => now,
  })
  return { manager, changes, setNow: (ms: number) => (now = ms) }
}

const last = (channel: typeof CHANNEL, seq: number) => ({
  messageID: `id-${seq}`,
  messageSeq: seq,
  fromUID: 'peer',
  channel,
  timestamp: 1_700_000_000 + seq,
  content: { type: 1, content: `m${seq}` },
})

describe('getAllUnreadCount', () => {
  it('is 0 with no conversations', () => {
    expect(setup().manager.getAllUnreadCount()).toBe(0)
  })

  it('sums the logical unread counts: browseTo wins over the plain count where it applies', async () => {
    const { manager } = setup([
      { channel: CHANNEL, timestamp: 1, unread: 2, lastMessage: last(CHANNEL, 10) },
      // logical unread: last seq 9 - browseTo 4 = 5 (the plain count 1 is ignored)
      { channel: OTHER, timestamp: 2, unread: 1, lastMessage: last(OTHER, 9), remoteExtra: { browseTo: 4 } },
      { channel: THIRD, timestamp: 3, unread: 0 },
    ])
    await manager.sync()
    expect(manager.getAllUnreadCount()).toBe(7)
    manager.onMessage(message({ messageSeq: 11 }))
    expect(manager.getAllUnreadCount()).toBe(8)
    manager.clearUnread(CHANNEL)
    expect(manager.getAllUnreadCount()).toBe(5)
  })
})

describe('findConversations', () => {
  it('returns the known ones in the order asked, skipping unknown channels', async () => {
    const { manager } = setup([
      { channel: CHANNEL, timestamp: 1, unread: 0 },
      { channel: OTHER, timestamp: 2, unread: 0 },
    ])
    await manager.sync()
    const found = manager.findConversations([OTHER, THIRD, CHANNEL])
    expect(found.map((c) => c.channel.channelID)).toEqual(['shop-2', 'shop-1'])
    expect(manager.findConversations([])).toEqual([])
    expect(manager.findConversations([{ channelID: 'shop-1', channelType: 2 }])).toEqual([])
  })
})

describe('createEmptyConversation', () => {
  it('adds a conversation with no message at the current time (seconds), first in the list', async () => {
    const { manager, changes } = setup([{ channel: OTHER, timestamp: 1_700_000_000, unread: 3 }])
    await manager.sync()
    changes.length = 0
    const created = manager.createEmptyConversation({ ...CHANNEL, extra: 'dropped' } as typeof CHANNEL)
    expect(created).toMatchObject({
      channel: CHANNEL,
      timestamp: 1_800_000_000,
      unread: 0,
      isMentionMe: false,
    })
    expect(created.lastMessage).toBeUndefined()
    expect(created.channel).toEqual(CHANNEL) // only the two channel fields are kept
    expect(changes).toEqual([{ action: 'add', conversation: created }])
    expect(manager.list()[0]).toBe(created)
    expect(manager.get(CHANNEL)).toBe(created)
  })

  it('moves an existing one to the top (an update), keeping its unread and last message', async () => {
    const { manager, changes } = setup([
      { channel: CHANNEL, timestamp: 1_700_000_000, unread: 2, lastMessage: last(CHANNEL, 4) },
      { channel: OTHER, timestamp: 1_700_000_100, unread: 0 },
    ])
    await manager.sync()
    changes.length = 0
    const again = manager.createEmptyConversation(CHANNEL)
    expect(again).toMatchObject({ timestamp: 1_800_000_000, unread: 2, lastMessage: { messageSeq: 4 } })
    expect(changes.map((c) => c.action)).toEqual(['update'])
    expect(manager.list().map((c) => c.channel.channelID)).toEqual(['shop-1', 'shop-2'])
  })

  it('never moves a timestamp backwards (a clock behind the server)', async () => {
    const { manager, setNow } = setup([{ channel: CHANNEL, timestamp: 1_900_000_000, unread: 0 }])
    await manager.sync()
    setNow(NOW_MS)
    expect(manager.createEmptyConversation(CHANNEL).timestamp).toBe(1_900_000_000)
  })

  it('refuses a malformed channel with INVALID_CHANNEL', () => {
    const { manager, changes } = setup()
    expect(() => manager.createEmptyConversation({ channelID: '', channelType: 7 })).toThrow(ImClientError)
    expect(() => manager.createEmptyConversation({ channelID: 'x', channelType: 1.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CHANNEL' }),
    )
    expect(changes).toEqual([])
    expect(manager.list()).toEqual([])
  })
})

describe('openConversation', () => {
  it('messages of the open conversation do not raise unread; other conversations still count', async () => {
    const { manager } = setup([{ channel: CHANNEL, timestamp: 1, unread: 1, lastMessage: last(CHANNEL, 3) }])
    await manager.sync()
    const opened = manager.openConversation(CHANNEL)
    expect(opened.unread).toBe(1) // opening does not clear (call clearUnread, as with the official SDK)
    expect(manager.opened).toBe(opened)
    manager.onMessage(message({ messageSeq: 4 }))
    manager.onMessage(
      message({ messageSeq: 5, content: { type: 1, content: 'hi @me', mention: { uids: ['me'] } } }),
    )
    expect(manager.get(CHANNEL)).toMatchObject({
      unread: 1,
      lastMessage: { messageSeq: 5 },
      isMentionMe: false,
    })
    manager.onMessage(message({ messageSeq: 1, channel: OTHER }))
    expect(manager.get(OTHER)?.unread).toBe(1)
  })

  it('after closing (undefined) or opening another, messages count again', async () => {
    const { manager } = setup([{ channel: CHANNEL, timestamp: 1, unread: 0, lastMessage: last(CHANNEL, 3) }])
    await manager.sync()
    manager.openConversation(CHANNEL)
    manager.onMessage(message({ messageSeq: 4 }))
    expect(manager.openConversation(undefined)).toBeUndefined()
    expect(manager.opened).toBeUndefined()
    manager.onMessage(message({ messageSeq: 5 }))
    expect(manager.get(CHANNEL)?.unread).toBe(1)
    manager.openConversation(OTHER)
    manager.onMessage(message({ messageSeq: 6 }))
    expect(manager.get(CHANNEL)?.unread).toBe(2)
    expect(manager.opened?.channel).toEqual(OTHER)
  })

  it('creates a missing conversation (an add) and returns an existing one without an event', async () => {
    const { manager, changes } = setup([{ channel: CHANNEL, timestamp: 5, unread: 0 }])
    await manager.sync()
    changes.length = 0
    const existing = manager.openConversation(CHANNEL)
    expect(existing.timestamp).toBe(5)
    expect(changes).toEqual([])
    const created = manager.openConversation(OTHER)
    expect(created).toMatchObject({ channel: OTHER, timestamp: 1_800_000_000, unread: 0 })
    expect(changes.map((c) => c.action)).toEqual(['add'])
  })

  it('a removed open conversation is no longer reported as opened; clear() closes it', async () => {
    const { manager } = setup()
    manager.openConversation(CHANNEL)
    manager.remove(CHANNEL)
    expect(manager.opened).toBeUndefined()
    manager.openConversation(OTHER)
    manager.clear()
    manager.onMessage(message({ messageSeq: 1, channel: OTHER }))
    expect(manager.get(OTHER)?.unread).toBe(1)
  })
})

describe('through the client', () => {
  it('createEmptyConversation takes the time from the client clock and emits a conversation event', async () => {
    const { createImClient } = await import('../client.js')
    const { conversationsPlugin } = await import('./conversations-plugin.js')
    const { createFakeServer, createVirtualClock } = await import('../testing/index.js')
    const clock = createVirtualClock({ startMs: 1_750_000_000_900 })
    const client = createImClient({
      uid: 'me',
      token: 't',
      address: 'ws://x',
      transport: createFakeServer().transport,
      clock,
      plugins: [conversationsPlugin()],
    })
    const events: string[] = []
    client.on('conversation', ({ action, conversation }) =>
      events.push(`${action} ${conversation.timestamp}`),
    )
    const shop = { channelID: 'mer_1', channelType: 7 }
    expect(client.conversations.createEmptyConversation(shop).timestamp).toBe(1_750_000_000)
    expect(client.conversations.openConversation(shop)).toBe(client.conversations.get(shop))
    expect(client.conversations.findConversations([shop])).toHaveLength(1)
    expect(client.conversations.getAllUnreadCount()).toBe(0)
    expect(events).toEqual(['add 1750000000'])
    client.destroy()
  })
})
