import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import type { Message } from '../chat/message.js'
import { createMessageStore } from '../messages/message-store.js'
import { CHANNEL, message } from '../messages/test-helpers.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { indexedDbStorage } from './indexeddb-storage.js'
import { memoryStorage } from './memory-storage.js'
import { createOutbox, type OutboxSender } from './outbox.js'
import { createRecentCache } from './recent-cache.js'
import type { ImStorage, OutboxEntry } from './types.js'

const entry = (clientMsgNo: string, queuedAt: number): OutboxEntry => ({
  clientMsgNo,
  channel: CHANNEL,
  content: { type: 1, content: clientMsgNo },
  fromUID: 'me',
  timestamp: 1_700_000_000,
  queuedAt,
  header: { noPersist: false, reddot: true, syncOnce: false, dup: false },
  setting: { receipt: false, topic: false, stream: false },
  expire: 0,
})

const backends: [string, () => ImStorage][] = [
  ['memory', () => memoryStorage()],
  ['indexedDB (fake-indexeddb)', () => indexedDbStorage({ name: 'test', indexedDB: new IDBFactory() })],
]

describe.each(backends)('storage contract: %s', (_name, make) => {
  it('keeps the outbox oldest first and deletes entries', async () => {
    const storage = make()
    await storage.putOutbox(entry('b', 2))
    await storage.putOutbox(entry('a', 1))
    await storage.putOutbox(entry('c', 2))
    expect((await storage.listOutbox()).map((e) => e.clientMsgNo)).toEqual(['a', 'b', 'c'])
    await storage.deleteOutbox('b')
    await storage.deleteOutbox('missing')
    expect((await storage.listOutbox()).map((e) => e.clientMsgNo)).toEqual(['a', 'c'])
    storage.close()
  })

  it('replaces recent messages per channel key and clears', async () => {
    const storage = make()
    await storage.putRecentMessages('shop-1-7', [message({ messageSeq: 1 })])
    await storage.putRecentMessages('shop-1-7', [message({ messageSeq: 1 }), message({ messageSeq: 2 })])
    expect((await storage.recentMessages('shop-1-7')).map((m) => m.messageSeq)).toEqual([1, 2])
    expect(await storage.recentMessages('other-1')).toEqual([])
    await storage.putOutbox(entry('a', 1))
    await storage.clear()
    expect(await storage.listOutbox()).toEqual([])
    expect(await storage.recentMessages('shop-1-7')).toEqual([])
    storage.close()
  })
})

describe('indexedDB storage survives a reload', () => {
  it('a second storage on the same database sees the outbox and recent messages', async () => {
    const factory = new IDBFactory()
    const first = indexedDbStorage({ name: 'crossmart-im-me', indexedDB: factory })
    await first.putOutbox(entry('x', 5))
    await first.putRecentMessages('shop-1-7', [message({ messageSeq: 3 })])
    first.close()
    const second = indexedDbStorage({ name: 'crossmart-im-me', indexedDB: factory })
    expect((await second.listOutbox()).map((e) => e.clientMsgNo)).toEqual(['x'])
    expect((await second.recentMessages('shop-1-7'))[0]).toEqual(message({ messageSeq: 3 }))
    second.close()
  })

  it('reports STORAGE_FAILED when IndexedDB is missing', async () => {
    const storage = indexedDbStorage({ name: 'x', indexedDB: undefined as never })
    const original = (globalThis as { indexedDB?: unknown }).indexedDB
    expect(original).toBeUndefined()
    await expect(storage.listOutbox()).rejects.toMatchObject({ code: 'STORAGE_FAILED' })
    await expect(storage.listOutbox()).rejects.toMatchObject({
      name: 'ImDataError',
      message: expect.stringMatching(/indexedDB is not available/),
    })
  })
})

function fakeSender(): OutboxSender & { resent: Message[] } {
  const resent: Message[] = []
  return {
    resent,
    replay(m) {
      const next = { ...m, status: 'wait' as const, clientSeq: resent.length + 1 }
      resent.push(next)
      return next
    },
    pendingMessages: () => resent,
    hold: () => () => {},
  }
}

describe('outbox', () => {
  const wait = (clientMsgNo: string): Message => ({
    ...message({ messageSeq: 0, messageID: '', clientMsgNo, fromUID: 'me', status: 'wait' }),
  })

  it('persists waiting messages, drops settled ones, and restores the rest with the same clientMsgNo', async () => {
    const storage = indexedDbStorage({ name: 'o', indexedDB: new IDBFactory() })
    const clock = createVirtualClock({ startMs: 1000 })
    const errors: Error[] = []
    const before = createOutbox({ storage, sender: fakeSender(), clock, onError: (e) => errors.push(e) })
    before.track(wait('a'))
    clock.advance(10)
    before.track(wait('b'))
    clock.advance(10)
    before.track(wait('c'))
    before.track({ ...wait('b'), status: 'normal', messageSeq: 4, messageID: '4' })
    await before.flush()

    // "reload": a new outbox on the same storage
    const sender = fakeSender()
    const after = createOutbox({ storage, sender, clock, onError: (e) => errors.push(e) })
    expect(await after.restore()).toBe(2)
    expect(sender.resent.map((m) => m.clientMsgNo)).toEqual(['a', 'c'])
    expect(sender.resent[0]?.content).toEqual({ type: 1, content: 'm0' })
    // restoring twice does not queue them twice
    expect(await after.restore()).toBe(0)
    expect(errors).toEqual([])
  })

  it('a message the sender refuses is dropped from the outbox and reported', async () => {
    const storage = memoryStorage()
    await storage.putOutbox(entry('bad', 1))
    const errors: Error[] = []
    const outbox = createOutbox({
      storage,
      sender: {
        replay: () => {
          throw new Error('refused')
        },
        pendingMessages: () => [],
        hold: () => () => {},
      },
      clock: createVirtualClock(),
      onError: (e) => errors.push(e),
    })
    expect(await outbox.restore()).toBe(0)
    await outbox.flush()
    expect(await storage.listOutbox()).toEqual([])
    expect(errors[0]).toMatchObject({ code: 'STORAGE_FAILED' })
  })

  it('a failing write is reported, not thrown', async () => {
    const storage = { ...memoryStorage(), putOutbox: () => Promise.reject(new Error('quota')) }
    const errors: Error[] = []
    const outbox = createOutbox({
      storage,
      sender: fakeSender(),
      clock: createVirtualClock(),
      onError: (e) => errors.push(e),
    })
    outbox.track(wait('a'))
    await outbox.flush()
    expect(errors[0]).toMatchObject({ code: 'STORAGE_FAILED' })
  })
})

describe('recent messages cache', () => {
  it('coalesces writes and loads them back into a fresh store', async () => {
    const storage = memoryStorage()
    let writes = 0
    const counting: ImStorage = {
      ...storage,
      putRecentMessages: (key, messages) => {
        writes += 1
        return storage.putRecentMessages(key, messages)
      },
    }
    const store = createMessageStore()
    const cache = createRecentCache({ storage: counting, store, onError: () => {} })
    for (let seq = 1; seq <= 5; seq += 1) {
      store.upsert(message({ messageSeq: seq }))
      cache.touch(CHANNEL)
    }
    await cache.flush()
    expect(writes).toBe(1)
    const reopened = createRecentCache({ storage, store: createMessageStore(), onError: () => {} })
    expect((await reopened.load(CHANNEL)).map((m) => m.messageSeq)).toEqual([1, 2, 3, 4, 5])
  })
})
