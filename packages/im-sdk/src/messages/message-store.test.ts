import { describe, expect, it } from 'vitest'
import { createMessageStore } from './message-store.js'
import { CHANNEL, message } from './test-helpers.js'

describe('message store', () => {
  it('keeps messageSeq order with unsent messages last in clientSeq order', () => {
    const store = createMessageStore()
    store.upsert(message({ messageSeq: 3 }))
    store.upsert(message({ messageSeq: 0, messageID: '', clientMsgNo: 'b', clientSeq: 2, status: 'wait' }))
    store.upsert(message({ messageSeq: 0, messageID: '', clientMsgNo: 'a', clientSeq: 1, status: 'wait' }))
    store.upsert(message({ messageSeq: 1 }))
    expect(store.list(CHANNEL).map((m) => m.clientMsgNo)).toEqual(['no-1', 'no-3', 'a', 'b'])
  })
  it('replaces a message with the same clientMsgNo and re-sorts it', () => {
    const store = createMessageStore()
    store.upsert(message({ messageSeq: 0, messageID: '', clientMsgNo: 'a', status: 'wait' }))
    store.upsert(message({ messageSeq: 5 }))
    expect(store.upsert(message({ messageSeq: 4, messageID: 'x', clientMsgNo: 'a' }))).toBe('update')
    expect(store.list(CHANNEL).map((m) => m.messageSeq)).toEqual([4, 5])
  })
  it('is bounded per channel (oldest dropped)', () => {
    const store = createMessageStore({ perChannel: 3 })
    for (let s = 1; s <= 5; s += 1) store.upsert(message({ messageSeq: s }))
    expect(store.list(CHANNEL).map((m) => m.messageSeq)).toEqual([3, 4, 5])
  })
  it('update, find, remove, load', () => {
    const store = createMessageStore()
    store.upsert(message({ messageSeq: 1 }))
    expect(store.update(CHANNEL, 'id-1', (m) => ({ ...m, isDeleted: true }))?.isDeleted).toBe(true)
    expect(store.update(CHANNEL, 'nope', (m) => m)).toBeUndefined()
    expect(store.find(CHANNEL, { clientMsgNo: 'no-1' })?.isDeleted).toBe(true)
    store.load(CHANNEL, [message({ messageSeq: 1, isDeleted: false }), message({ messageSeq: 2 })])
    expect(store.list(CHANNEL).map((m) => [m.messageSeq, m.isDeleted])).toEqual([
      [1, true],
      [2, false],
    ])
    expect(store.remove(CHANNEL, 'no-2')).toBe(true)
    expect(store.remove(CHANNEL, 'no-2')).toBe(false)
    expect(store.channels()).toEqual([CHANNEL])
  })
})
