import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { ImDataError } from '../callbacks/errors.js'
import { indexedDbStorage } from './index.js'

// The `./indexeddb` subpath hands out the same storage the data layer's contract tests cover.
describe('@crossmart/im-sdk/indexeddb', () => {
  it('keeps an outbox entry across two storages on one database', async () => {
    const factory = new IDBFactory()
    const entry = {
      clientMsgNo: 'c1',
      channel: { channelID: 'u2', channelType: 1 },
      content: { type: 1, content: 'hi' },
      fromUID: 'me',
      timestamp: 1_700_000_000,
      queuedAt: 1,
      header: { noPersist: false, reddot: true, syncOnce: false, dup: false },
      setting: { receipt: false, topic: false, stream: false },
      expire: 0,
    }
    const first = indexedDbStorage({ name: 'sub', indexedDB: factory })
    await first.putOutbox(entry)
    const second = indexedDbStorage({ name: 'sub', indexedDB: factory })
    expect((await second.listOutbox()).map((e) => e.clientMsgNo)).toEqual(['c1'])
    first.close()
    second.close()
  })

  it('fails with the main entry ImDataError class when IndexedDB is missing', async () => {
    const storage = indexedDbStorage({ name: 'x', indexedDB: undefined as never })
    await expect(storage.listOutbox()).rejects.toBeInstanceOf(ImDataError)
  })
})
