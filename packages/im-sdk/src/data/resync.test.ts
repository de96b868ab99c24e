import { describe, expect, it } from 'vitest'
import type { SyncMessagesParams } from '../callbacks/types.js'
import { conversationsPlugin } from '../conversations/conversations-plugin.js'
import { createEmitter } from '../events/emitter.js'
import type { ImEvent } from '../events/types.js'
import { silentLogger } from '../logger.js'
import { messageSyncPlugin } from '../messages/message-sync-plugin.js'
import type { MessageInput } from '../messages/model.js'
import { CHANNEL, deferred, message, messageInput } from '../messages/test-helpers.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { createDataLayer } from './data-layer.js'

function setup(
  syncMessages: (request: SyncMessagesParams) => Promise<MessageInput[]>,
  extra: { resync?: boolean; syncConversations?: () => Promise<never[]>; list?: false } = {},
) {
  const emitter = createEmitter<ImEvent>(() => {})
  const data = createDataLayer(
    {
      uid: 'me',
      on: (type, listener) => emitter.on(type, listener),
      resend: (m) => m,
      replay: (m) => m,
      pendingMessages: () => [],
      hold: () => () => {},
    },
    {
      callbacks: {
        syncMessages,
        ...(extra.syncConversations === undefined ? {} : { syncConversations: extra.syncConversations }),
      },
      clock: createVirtualClock({ startMs: 1_700_000_000_000 }),
      logger: silentLogger,
      extraSyncBatch: 100,
      dedupeWindow: 1000,
      plugins: extra.list === false ? [messageSyncPlugin()] : [conversationsPlugin(), messageSyncPlugin()],
      ...(extra.resync === undefined ? {} : { resync: extra.resync }),
    },
  )
  const seen: [number, string][] = []
  data.on('newMessage', ({ message: m, origin }) => seen.push([m.messageSeq, origin]))
  const connected = () =>
    emitter.emit({ type: 'status', status: 'Connected', previous: 'Connecting', reasonCode: 1 })
  const live = (seq: number) => emitter.emit({ type: 'message', message: message({ messageSeq: seq }) })
  return { data, seen, connected, live }
}

describe('resync after a connect-ack', () => {
  it('asks each held channel for everything after its last seq and delivers it once, in order', async () => {
    const requests: SyncMessagesParams[] = []
    const answer = deferred<MessageInput[]>()
    const { data, seen, connected, live } = setup((request) => {
      requests.push(request)
      return answer.promise
    })
    live(1)
    live(2)
    connected()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(requests).toEqual([
      { channel: CHANNEL, startMessageSeq: 3, endMessageSeq: 0, limit: 100, pullMode: 1 },
    ])
    // Live messages of a resyncing channel wait for the resync, so the order holds.
    live(6)
    live(5)
    answer.resolve([messageInput(4), messageInput(3), messageInput(5)])
    await data.idle()
    await Promise.resolve()
    expect(seen).toEqual([
      [1, 'live'],
      [2, 'live'],
      [3, 'sync'],
      [4, 'sync'],
      [5, 'sync'],
      [6, 'live'],
    ])
  })

  it('pages through a long absence and stops at a short page', async () => {
    const starts: number[] = []
    const { data, seen, connected, live } = setup(async ({ startMessageSeq, limit }) => {
      starts.push(startMessageSeq)
      const last = Math.min(startMessageSeq + limit - 1, 250)
      const page: MessageInput[] = []
      for (let seq = startMessageSeq; seq <= last; seq += 1) page.push(messageInput(seq))
      return page
    })
    live(1)
    connected()
    await data.idle()
    expect(starts).toEqual([2, 102, 202])
    expect(seen.map(([seq]) => seq)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1))
  })

  it('a second connect-ack during a resync does not ask twice; resync false asks nothing', async () => {
    let calls = 0
    const { data, connected, live } = setup(async () => {
      calls += 1
      return []
    })
    live(1)
    connected()
    connected()
    await data.idle()
    expect(calls).toBe(1)
    const off = setup(
      async () => {
        throw new Error('not called')
      },
      { resync: false },
    )
    off.live(1)
    off.connected()
    await off.data.idle()
    expect(off.seen).toEqual([[1, 'live']])
  })

  it('syncs the conversations when that callback is given', async () => {
    let conversationSyncs = 0
    const { data, connected } = setup(async () => [], {
      syncConversations: async () => {
        conversationSyncs += 1
        return []
      },
    })
    connected()
    await data.idle()
    expect(conversationSyncs).toBe(1)
    // Without the conversations plugin there is no list to sync.
    const noList = setup(async () => [], {
      list: false,
      syncConversations: async () => {
        conversationSyncs += 1
        return []
      },
    })
    noList.connected()
    await noList.data.idle()
    expect(conversationSyncs).toBe(1)
  })
})

describe('resync of a channel known from history only', () => {
  it('resumes after the newest message loaded through history', async () => {
    const starts: number[] = []
    const { data, connected } = setup(async (request) => {
      starts.push(request.startMessageSeq)
      return request.pullMode === 0 ? [messageInput(1), messageInput(2)] : []
    })
    await data.messages.history(CHANNEL)
    connected()
    await data.idle()
    expect(starts).toEqual([0, 3])
  })
})
