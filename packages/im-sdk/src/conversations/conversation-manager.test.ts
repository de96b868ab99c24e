import { describe, expect, it } from 'vitest'
import type { ConversationInput } from '../callbacks/types.js'
import { MissingCallbackError } from '../client-errors.js'
import { createContentRegistry } from '../content/registry.js'
import { CHANNEL, message } from '../messages/test-helpers.js'
import type { Reminder } from '../reminders/reminder-manager.js'
import { type ConversationManagerDeps, createConversationManager } from './conversation-manager.js'
import { logicalUnread } from './logical-unread.js'
import type { ConversationChange } from './model.js'

const OTHER = { channelID: 'shop-2', channelType: 7 }

function setup(overrides: Partial<ConversationManagerDeps> = {}, server: ConversationInput[] = []) {
  const changes: ConversationChange[] = []
  const reminders: Reminder[] = []
  const manager = createConversationManager({
    uid: 'me',
    callbacks: { syncConversations: async () => server },
    parse: createContentRegistry().parse,
    pendingReminders: (channel) =>
      reminders.filter((r) => r.channel.channelID === channel.channelID && !r.done),
    onChange: (c) => changes.push(c),
    ...overrides,
  })
  return { manager, changes, reminders }
}

const lastInput = (seq: number) => ({
  messageID: `id-${seq}`,
  messageSeq: seq,
  fromUID: 'peer',
  channel: CHANNEL,
  timestamp: 1_700_000_000 + seq,
  content: { type: 1, content: `m${seq}` },
})

describe('conversations: sync and order', () => {
  it('initial sync adds conversations, sorted newest first', async () => {
    const { manager, changes } = setup({}, [
      { channel: CHANNEL, timestamp: 100, unread: 2, lastMessage: lastInput(5), version: 3 },
      { channel: OTHER, timestamp: 200, unread: 0, version: 4 },
    ])
    const list = await manager.sync()
    expect(list.map((c) => c.channel.channelID)).toEqual(['shop-2', 'shop-1'])
    expect(changes.map((c) => c.action)).toEqual(['add', 'add'])
    expect(manager.get(CHANNEL)?.lastMessage?.content).toEqual({ type: 1, content: 'm5' })
    expect(manager.version).toBe(4)
  })

  it('a later sync of the same channel is an update and passes the version', async () => {
    const versions: number[] = []
    const { manager, changes } = setup({
      callbacks: {
        syncConversations: async ({ version }) => {
          versions.push(Number(version))
          return [
            { channel: CHANNEL, timestamp: 100 + Number(version), unread: 1, version: Number(version) + 1 },
          ]
        },
      },
    })
    await manager.sync()
    await manager.sync()
    expect(versions).toEqual([0, 1])
    expect(changes.map((c) => c.action)).toEqual(['add', 'update'])
  })

  it('a later sync bringing the same last message without extras keeps its recall (the list shows it recalled)', async () => {
    const { manager } = setup({}, [
      { channel: CHANNEL, timestamp: 100, unread: 0, lastMessage: lastInput(5), version: 3 },
    ])
    await manager.sync()
    const last = manager.get(CHANNEL)!.lastMessage!
    manager.onMessageUpdate({ ...last, remoteExtra: { ...last.remoteExtra, revoke: true, extraVersion: 2 } })
    await manager.sync()
    expect(manager.get(CHANNEL)!.lastMessage!.remoteExtra).toMatchObject({ revoke: true, extraVersion: 2 })
  })

  it('keeps a version beyond 2^53 exact (a decimal string) and hands it back as given', async () => {
    const seen: unknown[] = []
    const answers: ConversationInput[][] = [
      [{ channel: CHANNEL, timestamp: 1, unread: 0, version: '1700000000123456789' }],
      [{ channel: OTHER, timestamp: 2, unread: 0, version: 9 }],
      [],
    ]
    const { manager } = setup({
      callbacks: {
        syncConversations: async ({ version }) => {
          seen.push(version)
          return answers.shift() ?? []
        },
      },
    })
    await manager.sync()
    await manager.sync()
    await manager.sync()
    expect(seen).toEqual([0, '1700000000123456789', '1700000000123456789'])
    expect(manager.get(CHANNEL)?.version).toBe('1700000000123456789')
  })

  it('rejects with MissingCallbackError without syncConversations', async () => {
    const { manager } = setup({ callbacks: {} })
    await expect(manager.sync()).rejects.toBeInstanceOf(MissingCallbackError)
    await expect(manager.syncExtras()).rejects.toMatchObject({ callback: 'syncConversationExtras' })
  })

  it('rejects a malformed answer with INVALID_CALLBACK_RESULT', async () => {
    const { manager } = setup({ callbacks: { syncConversations: async () => [{ timestamp: 1 }] as never } })
    await expect(manager.sync()).rejects.toMatchObject({
      code: 'INVALID_CALLBACK_RESULT',
      callback: 'syncConversations',
    })
  })
})

describe('conversations: incoming messages', () => {
  it.each([
    ['a peer message', message({ messageSeq: 6 }), 3, 6],
    ['an own message', message({ messageSeq: 6, fromUID: 'me' }), 2, 6],
    [
      'an invisible message',
      message({ messageSeq: 6, content: { type: 1, content: 'x', invisibles: ['me'] } }),
      2,
      5,
    ],
    [
      'a message only for others',
      message({ messageSeq: 6, content: { type: 1, content: 'x', visibles: ['u9'] } }),
      2,
      5,
    ],
    ['an older (history) message', message({ messageSeq: 3 }), 2, 5],
  ])('%s', async (_name, incoming, unread, lastSeq) => {
    const { manager } = setup({}, [
      { channel: CHANNEL, timestamp: 100, unread: 2, lastMessage: lastInput(5) },
    ])
    await manager.sync()
    manager.onMessage(incoming)
    expect(manager.get(CHANNEL)?.unread).toBe(unread)
    expect(manager.get(CHANNEL)?.lastMessage?.messageSeq).toBe(lastSeq)
  })

  it('a message of an unknown channel adds a conversation and moves it to the top', async () => {
    const { manager, changes } = setup({}, [{ channel: CHANNEL, timestamp: 1_800_000_000, unread: 0 }])
    await manager.sync()
    manager.onMessage(message({ channel: OTHER, messageSeq: 1, timestamp: 1_900_000_000 }))
    expect(changes.at(-1)).toMatchObject({
      action: 'add',
      conversation: { unread: 1, timestamp: 1_900_000_000 },
    })
    expect(manager.list()[0]?.channel).toEqual(OTHER)
  })

  it("an own message's status update refreshes lastMessage", () => {
    const { manager } = setup()
    const queued = message({ messageSeq: 0, messageID: '', clientMsgNo: 'c1', fromUID: 'me', status: 'wait' })
    manager.onMessage(queued)
    manager.onMessageUpdate({ ...queued, status: 'normal', messageSeq: 3, messageID: '9' })
    expect(manager.get(CHANNEL)?.lastMessage).toMatchObject({ status: 'normal', messageSeq: 3 })
    expect(manager.get(CHANNEL)?.unread).toBe(0)
  })

  it('isMentionMe: set by a mention of me or @all, cleared by clearUnread', () => {
    const { manager } = setup()
    manager.onMessage(message({ messageSeq: 1 }))
    expect(manager.get(CHANNEL)?.isMentionMe).toBe(false)
    manager.onMessage(message({ messageSeq: 2, content: { type: 1, content: '@all', mention: { all: 1 } } }))
    expect(manager.get(CHANNEL)?.isMentionMe).toBe(true)
    manager.clearUnread(CHANNEL)
    expect(manager.get(CHANNEL)).toMatchObject({
      isMentionMe: false,
      unread: 0,
      remoteExtra: { browseTo: 2 },
    })
    manager.onMessage(
      message({ messageSeq: 3, content: { type: 1, content: '@me', mention: { uids: ['me'] } } }),
    )
    expect(manager.get(CHANNEL)?.isMentionMe).toBe(true)
    expect(logicalUnread(manager.get(CHANNEL)!)).toBe(1)
  })

  it.each([
    { case: 'unread mention of me', unread: 1, fromUID: 'shop', mention: { uids: ['me'] }, expected: true },
    { case: '@all', unread: 2, fromUID: 'shop', mention: { all: 1 }, expected: true },
    { case: 'already read', unread: 0, fromUID: 'shop', mention: { uids: ['me'] }, expected: false },
    { case: 'someone else mentioned', unread: 1, fromUID: 'shop', mention: { uids: ['x'] }, expected: false },
    { case: 'my own message', unread: 1, fromUID: 'me', mention: { all: 1 }, expected: false },
  ])(
    'a synced conversation: isMentionMe from its last message ($case)',
    async ({ unread, fromUID, mention, expected }) => {
      const { manager } = setup({}, [
        {
          channel: CHANNEL,
          timestamp: 5,
          unread,
          lastMessage: { ...lastInput(4), fromUID, content: { type: 1, content: '@', mention } },
        },
      ])
      await manager.sync()
      expect(manager.get(CHANNEL)?.isMentionMe).toBe(expected)
    },
  )

  it('a mention seen live survives a sync while the server still counts it unread', async () => {
    let unread = 2
    const { manager } = setup({
      callbacks: {
        syncConversations: async () => [
          { channel: CHANNEL, timestamp: 9, unread, lastMessage: lastInput(3) },
        ],
      },
    })
    manager.onMessage(
      message({ messageSeq: 2, content: { type: 1, content: '@me', mention: { uids: ['me'] } } }),
    )
    await manager.sync()
    expect(manager.get(CHANNEL)?.isMentionMe).toBe(true)
    unread = 0
    await manager.sync()
    expect(manager.get(CHANNEL)?.isMentionMe).toBe(false)
  })

  it('an own message mentioning me does not set isMentionMe', () => {
    const { manager } = setup()
    manager.onMessage(
      message({ messageSeq: 1, fromUID: 'me', content: { type: 1, content: 'x', mention: { all: 1 } } }),
    )
    expect(manager.get(CHANNEL)?.isMentionMe).toBe(false)
  })

  it('remove emits a remove change', async () => {
    const { manager, changes } = setup({}, [{ channel: CHANNEL, timestamp: 1, unread: 0 }])
    await manager.sync()
    expect(manager.remove(CHANNEL)).toBe(true)
    expect(manager.remove(CHANNEL)).toBe(false)
    expect(changes.at(-1)?.action).toBe('remove')
    expect(manager.list()).toEqual([])
  })
})

describe('conversations: extras and reminders', () => {
  it('syncs extras by version and applies browseTo', async () => {
    const asked: number[] = []
    const { manager } = setup({
      callbacks: {
        syncConversations: async () => [
          { channel: CHANNEL, timestamp: 1, unread: 9, lastMessage: lastInput(10) },
        ],
        syncConversationExtras: async ({ version }) => {
          asked.push(version)
          return version === 0 ? [{ channel: CHANNEL, browseTo: 7, draft: 'hi', version: 2 }] : []
        },
      },
    })
    await manager.sync()
    await manager.syncExtras()
    await manager.syncExtras()
    expect(asked).toEqual([0, 2])
    const conversation = manager.get(CHANNEL)!
    expect(conversation.remoteExtra).toMatchObject({ browseTo: 7, draft: 'hi', version: 2 })
    expect(logicalUnread(conversation)).toBe(3)
  })

  it('attaches pending reminders; a mention-me reminder sets isMentionMe', async () => {
    const { manager, reminders } = setup({}, [{ channel: CHANNEL, timestamp: 1, unread: 0 }])
    await manager.sync()
    const reminder: Reminder = { reminderID: 1, channel: CHANNEL, reminderType: 1, done: false, version: 1 }
    reminders.push(reminder)
    manager.onReminders([reminder])
    expect(manager.get(CHANNEL)).toMatchObject({ isMentionMe: true, reminders: [reminder] })
    reminders[0] = { ...reminder, done: true }
    manager.onReminders([reminders[0]])
    expect(manager.get(CHANNEL)).toMatchObject({ isMentionMe: false, reminders: [] })
  })
})
