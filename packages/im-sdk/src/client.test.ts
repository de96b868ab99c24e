import { describe, expect, it, vi } from 'vitest'
import { receiptsPlugin } from './chat/receipts-plugin.js'
import { createImClient } from './client.js'
import { DEFAULT_CONSTANTS } from './constants.js'
import { memoryStorage } from './storage/memory-storage.js'
import { createFakeServer } from './testing/fake-server.js'
import { createHarness } from './testing/unit-harness.js'
import { createVirtualClock } from './testing/virtual-clock.js'

describe('createImClient', () => {
  it('uses the chat-spec §9 constants by default and applies overrides', () => {
    const h = createHarness()
    expect(h.client.constants).toEqual(DEFAULT_CONSTANTS)
    // chat-spec §9, row by row: [the spec's row, the constant, the spec's value].
    const rows: readonly (readonly [string, keyof typeof DEFAULT_CONSTANTS, number])[] = [
      ['Protocol version', 'protocolVersion', 4],
      ['Device flag', 'deviceFlag', 1],
      ['Heartbeat interval', 'heartbeatIntervalMs', 60_000],
      ['Ping maximum retry count', 'pingMaxRetryCount', 3],
      ['Pong response timeout interval', 'pongTimeoutMs', 3_000],
      ['Reconnect delay', 'reconnectDelayMs', 3_000],
      ['Receipt flush interval', 'receiptFlushIntervalMs', 2_000],
      ['Send timer: every', 'sendIntervalMs', 100],
      ['Send timer: packets per batch', 'sendBatchSize', 5],
      ['Extra sync batch', 'extraSyncBatch', 100],
      ['Default channel type', 'defaultChannelType', 7],
      ['Heartbeat: the delay reported', 'delayTimeoutReport', 9_999],
    ]
    for (const [row, name, value] of rows) expect(DEFAULT_CONSTANTS[name], row).toBe(value)
    const o = createHarness({ deviceFlag: 2, protocolVersion: 3, constants: { heartbeatIntervalMs: 5_000 } })
    expect(o.client.constants).toMatchObject({
      deviceFlag: 2,
      protocolVersion: 3,
      heartbeatIntervalMs: 5_000,
    })
    o.client.connect()
    expect(o.server.last().handshake()).toMatchObject({ deviceFlag: 2, version: 3 })
  })

  it('has no overrides that nothing reads (chat-spec §9 SDK version, server versions for expire and nodeId)', () => {
    // The server versions are the codec's (MIN_SERVER_VERSION_EXPIRE / _NODE_ID in protocol/constants.ts):
    // a server writes those fields whatever a client assumes. The SDK version goes on no packet.
    for (const removed of ['sdkVersion', 'serverVersionForExpire', 'serverVersionForNodeId']) {
      expect(DEFAULT_CONSTANTS).not.toHaveProperty(removed)
    }
    // @ts-expect-error: not an option any more
    createHarness({ constants: { sdkVersion: '9.9.9' } })
  })

  it.each([
    [{ uid: '' }, /uid/],
    [{ token: 5 }, /token/],
    [{ address: '' }, /address/],
    [{ constants: { sendBatchSize: 0 } }, /sendBatchSize/],
    [{ constants: { heartbeatIntervalMs: Number.NaN } }, /heartbeatIntervalMs/],
    // The outbox and the recent-messages cache are the storage plugin's: a storage here would be lost.
    [{ storage: memoryStorage() }, /options\.storage moved to storagePlugin\(storage/],
    [{ restoreOutbox: false }, /options\.restoreOutbox moved to storagePlugin/],
    // A callback whose code is a plugin's would never be called without that plugin.
    [{ callbacks: { syncMessages: async () => [] } }, /callbacks\.syncMessages needs messageSyncPlugin\(\)/],
    [{ callbacks: { messageRead: async () => {} } }, /callbacks\.messageRead needs receiptsPlugin\(\)/],
  ])('refuses bad options %o with INVALID_OPTIONS', (bad, message) => {
    const options = {
      uid: 'u',
      token: 't',
      address: 'ws://x',
      transport: createFakeServer().transport,
      ...bad,
    }
    expect(() => createImClient(options as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringMatching(message) }),
    )
  })

  it('is silent by default and never logs tokens, keys or payloads', () => {
    const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    )
    const server = createFakeServer()
    const clock = createVirtualClock()
    const quiet = createImClient({
      uid: 'u',
      token: 't',
      address: 'ws://x',
      transport: server.transport,
      clock,
      reconnect: { triggers: false },
    })
    quiet.connect()
    server.last().handshake({ reasonCode: 2 })
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    for (const spy of spies) spy.mockRestore()
    quiet.destroy()

    // A full session with a recording logger: nothing secret in any line.
    const h = createHarness()
    h.client.connect()
    const s = h.server.last()
    const connect = s.handshake()
    h.client.send({ type: 1, content: 'top secret payload' }, { channelID: 'c', channelType: 1 })
    h.clock.advance(0)
    s.push({
      fromUID: 'x',
      channelID: 'u1',
      channelType: 1,
      content: { type: 1, content: 'incoming secret' },
      messageID: '1',
      messageSeq: 1,
      tamper: true,
    })
    s.deliver(new Uint8Array([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]))
    h.clock.advance(3_000)
    h.server.last().handshake({ reasonCode: 2 })
    const text = JSON.stringify(h.logs)
    expect(h.logs.length).toBeGreaterThan(3)
    for (const secret of ['secret-token-123', 'top secret', 'incoming secret', connect.clientKey]) {
      expect(text).not.toContain(secret)
    }
  })
})

describe('read receipts (receiptsPlugin)', () => {
  const channel = { channelID: 'c', channelType: 1 }

  it('without the plugin markRead throws MissingCallbackError as without the callback, and flushing has nothing to do', async () => {
    const h = createHarness()
    expect(() => h.client.markRead(channel, [{ messageID: '1', messageSeq: 1 }])).toThrow(
      expect.objectContaining({ code: 'MISSING_CALLBACK', callback: 'messageRead' }),
    )
    await expect(h.client.flushReadReceipts()).resolves.toBeUndefined()
  })

  it('with the plugin markRead reaches messageRead and the readReceipt event; client.receipts is the same queue', async () => {
    const read: string[][] = []
    const h = createHarness({
      callbacks: {
        messageRead: async (_channel, messages) => {
          read.push(messages.map((m) => m.messageID))
        },
      },
      plugins: [receiptsPlugin()],
    })
    h.client.markRead(channel, [{ messageID: '1', messageSeq: 1 }])
    h.client.receipts.markRead(channel, [{ messageID: '2', messageSeq: 2 }])
    await h.client.flushReadReceipts()
    expect(read).toEqual([['1', '2']])
    expect(h.of('readReceipt').map((e) => e.messages.map((m) => m.messageID))).toEqual([['1', '2']])
    h.client.destroy()
  })
})
