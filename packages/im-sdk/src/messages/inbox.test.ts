import { describe, expect, it, vi } from 'vitest'
import type { DataCallbacks, SyncMessagesParams } from '../callbacks/types.js'
import { MissingCallbackError } from '../client-errors.js'
import { createContentRegistry } from '../content/registry.js'
import { silentLogger } from '../logger.js'
import { createStreamAssembler } from '../streams/stream-assembler.js'
import { createInbox, type InboxDeps } from './inbox.js'
import { createMessageStore } from './message-store.js'
import { fetchMessagesWith } from './message-sync-plugin.js'
import type { ChatMessage, MessageInput } from './model.js'
import { CHANNEL, messageInput as input, message } from './test-helpers.js'

function setup({ callbacks, ...overrides }: Partial<InboxDeps> & { callbacks?: DataCallbacks } = {}) {
  const registry = createContentRegistry()
  const delivered: { message: ChatMessage; origin: string }[] = []
  const errors: Error[] = []
  const store = createMessageStore()
  const calls: SyncMessagesParams[] = []
  const syncing: DataCallbacks = callbacks ?? {
    syncMessages: async (params) => {
      calls.push(params)
      const out: MessageInput[] = []
      for (let s = params.startMessageSeq; s <= params.endMessageSeq && out.length < params.limit; s += 1)
        out.push(input(s))
      return out
    },
  }
  const inbox = createInbox({
    uid: 'me',
    // What the message sync plugin hands the data layer.
    fetch: fetchMessagesWith(syncing, registry.parse),
    store,
    logger: silentLogger,
    dedupeWindow: 100,
    onMessage: (m, origin) => delivered.push({ message: m, origin }),
    onStreamChunk: () => {},
    onOwnUpdate: () => {},
    onError: (e) => errors.push(e),
    ...overrides,
  })
  return { inbox, delivered, errors, store, calls }
}

describe('inbox: dedupe by clientMsgNo and messageID', () => {
  it.each([
    ['same messageID', { messageID: 'id-1', clientMsgNo: 'other' }],
    ['same clientMsgNo', { messageID: 'other', clientMsgNo: 'no-1' }],
  ])('%s is delivered once', (_name, dup) => {
    const { inbox, delivered } = setup()
    inbox.receive(message({ messageSeq: 1 }))
    inbox.receive(message({ messageSeq: 1, ...dup }))
    expect(delivered).toHaveLength(1)
  })
  it('an echo of an own message is not delivered', () => {
    const { inbox, delivered } = setup()
    inbox.own(message({ messageSeq: 0, messageID: '', clientMsgNo: 'mine', fromUID: 'me', status: 'wait' }))
    inbox.receive(message({ messageSeq: 4, messageID: 'x', clientMsgNo: 'mine', fromUID: 'me' }))
    expect(delivered).toHaveLength(0)
  })
})

describe('inbox: gap detection syncs the missing range', () => {
  it('a skipped seq range is synced and delivered to the same listener', async () => {
    const { inbox, delivered, calls, store } = setup()
    inbox.receive(message({ messageSeq: 1 }))
    inbox.receive(message({ messageSeq: 5 }))
    await inbox.idle()
    expect(calls).toEqual([{ channel: CHANNEL, startMessageSeq: 2, endMessageSeq: 4, limit: 3, pullMode: 1 }])
    expect(delivered.map((d) => [d.message.messageSeq, d.origin])).toEqual([
      [1, 'live'],
      [5, 'live'],
      [2, 'sync'],
      [3, 'sync'],
      [4, 'sync'],
    ])
    expect(store.list(CHANNEL).map((m) => m.messageSeq)).toEqual([1, 2, 3, 4, 5])
  })

  it('a long range is synced in pages', async () => {
    const { inbox, delivered, calls } = setup({ syncPage: 10 })
    inbox.seed(CHANNEL, 1)
    inbox.receive(message({ messageSeq: 26 }))
    await inbox.idle()
    expect(calls.map((c) => [c.startMessageSeq, c.limit])).toEqual([
      [2, 10],
      [12, 10],
      [22, 4],
    ])
    expect(delivered).toHaveLength(25)
  })

  it('a message that arrives live during the sync is not delivered twice', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => {
      release = r
    })
    const { inbox, delivered } = setup({
      callbacks: {
        syncMessages: async (p) => {
          await gate
          return [input(p.startMessageSeq), input(p.startMessageSeq + 1)]
        },
      },
    })
    inbox.receive(message({ messageSeq: 1 }))
    inbox.receive(message({ messageSeq: 4 }))
    inbox.receive(message({ messageSeq: 2 }))
    release()
    await inbox.idle()
    expect(delivered.map((d) => d.message.messageSeq).sort()).toEqual([1, 2, 3, 4])
  })

  it('stops when the callback returns fewer than asked', async () => {
    const syncMessages = vi.fn(async () => [input(3)])
    const { inbox, delivered } = setup({ callbacks: { syncMessages } })
    inbox.seed(CHANNEL, 1)
    inbox.receive(message({ messageSeq: 10 }))
    await inbox.idle()
    expect(syncMessages).toHaveBeenCalledTimes(1)
    expect(delivered.map((d) => d.message.messageSeq)).toEqual([10, 3])
  })

  it('ignores messages of another channel in the result', async () => {
    const { inbox, delivered } = setup({
      callbacks: { syncMessages: async () => [input(2, { channel: { channelID: 'x', channelType: 1 } })] },
    })
    inbox.seed(CHANNEL, 1)
    inbox.receive(message({ messageSeq: 3 }))
    await inbox.idle()
    expect(delivered).toHaveLength(1)
  })

  it('reports a missing syncMessages callback once, naming it', async () => {
    const { inbox, errors } = setup({ callbacks: {} })
    inbox.seed(CHANNEL, 1)
    inbox.receive(message({ messageSeq: 3 }))
    inbox.receive(message({ messageSeq: 6 }))
    await inbox.idle()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(MissingCallbackError)
    expect(errors[0]?.message).toContain('syncMessages')
  })

  it('reports a failing or malformed callback with typed errors', async () => {
    const failing = setup({ callbacks: { syncMessages: async () => Promise.reject(new Error('503')) } })
    failing.inbox.seed(CHANNEL, 1)
    failing.inbox.receive(message({ messageSeq: 3 }))
    await failing.inbox.idle()
    expect(failing.errors[0]).toMatchObject({ code: 'CALLBACK_FAILED', callback: 'syncMessages' })

    const malformed = setup({ callbacks: { syncMessages: async () => [{ messageSeq: 2 }] as never } })
    malformed.inbox.seed(CHANNEL, 1)
    malformed.inbox.receive(message({ messageSeq: 3 }))
    await malformed.inbox.idle()
    expect(malformed.errors[0]).toMatchObject({ code: 'INVALID_CALLBACK_RESULT' })
  })

  it("an own message's seq also reveals a gap", async () => {
    const { inbox, calls } = setup()
    inbox.seed(CHANNEL, 1)
    inbox.own(message({ messageSeq: 4, fromUID: 'me', clientMsgNo: 'mine', messageID: 'x' }))
    await inbox.idle()
    expect(calls[0]).toMatchObject({ startMessageSeq: 2, endMessageSeq: 3 })
  })
})

describe('inbox: streams and own messages', () => {
  it('stream chunks go to the stream handler (the streams plugin), not to message listeners', () => {
    const assembler = createStreamAssembler()
    const streams: unknown[] = []
    const { inbox, delivered } = setup({ onStreamChunk: (chunk) => streams.push(assembler.push(chunk)) })
    const setting = { receipt: false, topic: false, stream: true }
    inbox.receive(
      message({ streamNo: 's', streamSeq: 1, streamFlag: 0, setting, content: { type: 98, data: '' } }),
    )
    inbox.receive(
      message({ streamNo: 's', streamSeq: 2, streamFlag: 2, setting, content: { type: 98, data: '' } }),
    )
    expect(delivered).toHaveLength(0)
    expect(streams).toHaveLength(2)
    expect(streams[1]).toMatchObject({ complete: true })
  })

  it('a status update keeps the local fields of the stored message', () => {
    const { inbox, store } = setup()
    const queued = message({ messageSeq: 0, messageID: '', clientMsgNo: 'c', status: 'wait', fromUID: 'me' })
    inbox.own(queued)
    store.upsert({ ...store.list(CHANNEL)[0]!, voiceReaded: true })
    const settled = inbox.own({ ...queued, status: 'normal', messageID: '77', messageSeq: 9 })
    expect(settled).toMatchObject({ status: 'normal', voiceReaded: true, messageSeq: 9 })
    expect(store.list(CHANNEL)).toHaveLength(1)
  })
})
