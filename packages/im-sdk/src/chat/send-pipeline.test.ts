import { describe, expect, it } from 'vitest'
import { DEFAULT_CONSTANTS } from '../constants.js'
import type { SendPacket } from '../protocol/index.js'
import { memoryStorage } from '../storage/memory-storage.js'
import { OUTBOX_RESTORE_HOLD_MS } from '../storage/outbox.js'
import { storagePlugin } from '../storage/storage-plugin.js'
import type { ImStorage, OutboxEntry } from '../storage/types.js'
import type { FakeSocket } from '../testing/fake-server.js'
import { createHarness } from '../testing/unit-harness.js'
import { encryptedPayloadSize } from './outgoing-message.js'

const channel = { channelID: 'shop-9', channelType: 7 }
const text = (n: number) => ({ type: 1, content: `m${n}` })
const decoder = new TextDecoder()

function sends(socket: FakeSocket): SendPacket[] {
  return socket.takeType(3)
}
function contentOf(socket: FakeSocket, packet: SendPacket): unknown {
  return JSON.parse(decoder.decode(socket.openSend(packet).plain))
}

describe('send (chat-spec §4 send status, §9 send timer)', () => {
  it('returns the message at once: status wait, 32-char clientMsgNo, the next clientSeq', () => {
    const h = createHarness()
    const a = h.client.send(text(1), channel)
    const b = h.client.send(text(2), channel)
    expect(a).toMatchObject({
      status: 'wait',
      clientSeq: 1,
      fromUID: 'u1',
      channel,
      content: text(1),
      messageID: '',
    })
    expect(b.clientSeq).toBe(2)
    expect(a.clientMsgNo).toMatch(/^[0-9a-f]{32}$/)
    expect(b.clientMsgNo).not.toBe(a.clientMsgNo)
    expect(h.of('outgoing').map((e) => e.message.clientSeq)).toEqual([1, 2])
  })

  it.each([
    { batch: DEFAULT_CONSTANTS.sendBatchSize, every: DEFAULT_CONSTANTS.sendIntervalMs, total: 12 },
    { batch: 3, every: 50, total: 7 },
  ])(
    'waits while not connected, then writes $batch per $every ms in clientSeq order',
    ({ batch, every, total }) => {
      const h = createHarness({ constants: { sendBatchSize: batch, sendIntervalMs: every } })
      for (let i = 1; i <= total; i += 1) h.client.send(text(i), channel)
      h.client.connect()
      const s = h.server.last()
      s.open()
      h.clock.advance(10_000)
      expect(sends(s)).toEqual([]) // nothing before the connect-ack
      s.handshake()
      h.clock.runDue() // the first batch goes right after the connect-ack
      const seen: number[] = []
      const perTick: number[] = []
      for (let written = 0; written < total; ) {
        const now = sends(s)
        perTick.push(now.length)
        for (const p of now) seen.push(p.clientSeq)
        written += now.length
        h.clock.advance(every - 1)
        expect(sends(s)).toEqual([])
        h.clock.advance(1)
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i + 1))
      expect(perTick.slice(0, -1).every((n) => n === batch)).toBe(true)
    },
  )

  it('a packet that fits the current 100 ms window goes out at once; a full window waits for the next', () => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    h.client.send(text(1), channel)
    h.clock.runDue()
    expect(sends(s).map((p) => p.clientSeq)).toEqual([1])
    h.clock.advance(40)
    for (let i = 2; i <= 6; i += 1) h.client.send(text(i), channel)
    h.clock.runDue()
    expect(sends(s).map((p) => p.clientSeq)).toEqual([2, 3, 4, 5]) // 5 in the window that opened at 0
    h.clock.advance(59)
    expect(sends(s)).toEqual([])
    h.clock.advance(1)
    expect(sends(s).map((p) => p.clientSeq)).toEqual([6])
    h.clock.advance(500)
    h.client.send(text(7), channel)
    h.clock.runDue()
    expect(sends(s).map((p) => p.clientSeq)).toEqual([7])
  })

  it('writes an encrypted payload with a valid msgKey, the settings and header flags', () => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    h.client.send(text(1), channel)
    h.client.send(text(2), channel, {
      receipt: true,
      topic: 'orders',
      streamNo: 'st-1',
      expire: 3600,
      header: { noPersist: true, reddot: false, syncOnce: true },
    })
    h.clock.advance(0)
    const [plain, rich] = sends(s)
    expect(s.openSend(plain!).msgKeyValid).toBe(true)
    expect(contentOf(s, plain!)).toEqual(text(1))
    expect(plain).toMatchObject({
      header: { dup: false, reddot: true, noPersist: false, syncOnce: false },
      setting: { receipt: false, topic: false, stream: false },
      channelID: 'shop-9',
      channelType: 7,
      expire: 0,
    })
    expect(rich).toMatchObject({
      header: { dup: false, reddot: false, noPersist: true, syncOnce: true },
      setting: { receipt: true, topic: true, stream: true },
      topic: 'orders',
      streamNo: 'st-1',
      expire: 3600,
    })
    expect(s.openSend(rich!).msgKeyValid).toBe(true)
  })

  it('send-ack 1 sets normal with messageID and messageSeq', () => {
    const h = createHarness()
    h.connect()
    const m = h.client.send(text(1), channel)
    h.clock.advance(0)
    h.server.last().send({
      type: 4,
      header: NO_FLAGS,
      messageID: '9007199254740993',
      clientSeq: m.clientSeq,
      messageSeq: 42,
      reasonCode: 1,
    })
    expect(h.of('messageStatus').map((e) => e.message)).toEqual([
      { ...m, status: 'normal', messageID: '9007199254740993', messageSeq: 42, reasonCode: 1 },
    ])
    expect(h.client.pendingMessages()).toEqual([])
  })

  it.each([2, 4, 11, 19, 22])('send-ack %i sets fail with that reason code', (reasonCode) => {
    const h = createHarness()
    h.connect()
    const m = h.client.send(text(1), channel)
    h.clock.advance(0)
    h.server
      .last()
      .send({ type: 4, header: NO_FLAGS, messageID: '0', clientSeq: m.clientSeq, messageSeq: 0, reasonCode })
    expect(h.of('messageStatus').at(-1)?.message).toMatchObject({
      status: 'fail',
      failReason: 'rejected',
      reasonCode,
    })
  })

  it('ignores a send-ack for no pending message', () => {
    const h = createHarness()
    h.connect()
    h.server
      .last()
      .send({ type: 4, header: NO_FLAGS, messageID: '1', clientSeq: 77, messageSeq: 1, reasonCode: 1 })
    expect(h.of('messageStatus')).toEqual([])
  })

  it('after a reconnect, unacknowledged messages go out again (dup flag, same clientMsgNo) before newer ones, in order', () => {
    const h = createHarness()
    h.connect()
    const first = h.server.last()
    const m1 = h.client.send(text(1), channel)
    const m2 = h.client.send(text(2), channel)
    h.clock.advance(0)
    expect(sends(first)).toHaveLength(2)
    first.send({ type: 4, header: NO_FLAGS, messageID: '5', clientSeq: 1, messageSeq: 5, reasonCode: 1 })
    first.close()
    const m3 = h.client.send(text(3), channel)
    h.clock.advance(3_000)
    const second = h.server.last()
    second.handshake()
    h.clock.advance(0)
    const again = sends(second)
    expect(again.map((p) => [p.clientSeq, p.clientMsgNo, p.header.dup])).toEqual([
      [2, m2.clientMsgNo, true],
      [3, m3.clientMsgNo, false],
    ])
    expect(m1.status).toBe('wait') // snapshots never change under the caller
  })

  it('fails a message after sendDeadlineMs of connected time without an ack; time offline does not count', () => {
    const h = createHarness({ constants: { connectTimeoutMs: 10_000_000, sendWallDeadlineMs: 0 } })
    h.connect()
    const m = h.client.send(text(1), channel)
    h.clock.advance(10_000)
    h.server.last().close()
    h.clock.advance(3_000 + 100_000) // reconnecting, but the server stays silent for a long time
    h.server.last().handshake()
    const left = DEFAULT_CONSTANTS.sendDeadlineMs - 10_000
    h.clock.advance(left - 1)
    expect(h.of('messageStatus')).toEqual([])
    h.clock.advance(1)
    expect(h.of('messageStatus').map((e) => e.message)).toEqual([
      { ...m, status: 'fail', failReason: 'timeout' },
    ])
  })

  it('fails a message sent while offline at its wall-clock deadline; a resend then goes out', () => {
    const h = createHarness({ constants: { connectTimeoutMs: 10_000_000 } })
    h.connect()
    h.server.last().close() // the network is gone before the send
    const m = h.client.send(text(1), channel)
    h.clock.advance(DEFAULT_CONSTANTS.sendWallDeadlineMs - 1)
    expect(h.of('messageStatus')).toEqual([])
    h.clock.advance(1)
    expect(h.of('messageStatus').map((e) => e.message)).toEqual([
      { ...m, status: 'fail', failReason: 'deadline' },
    ])
    expect(h.client.pendingMessages()).toEqual([])
    const failed = h.of('messageStatus')[0]!.message
    const again = h.client.resend(failed)
    expect(again).toMatchObject({ clientMsgNo: m.clientMsgNo, status: 'wait' })
    h.server.last().handshake()
    h.clock.advance(DEFAULT_CONSTANTS.sendIntervalMs)
    const written = sends(h.server.last())
    expect(written.map((p) => p.clientMsgNo)).toEqual([m.clientMsgNo])
  })

  it('a per-message wall deadline overrides the default, and counts connected time too', () => {
    const h = createHarness()
    h.connect()
    h.client.send(text(1), channel, { wallDeadlineMs: 1_000, deadlineMs: 60_000 })
    h.client.send(text(2), channel, { wallDeadlineMs: 0, deadlineMs: 60_000 })
    h.clock.advance(1_000)
    expect(h.of('messageStatus').map((e) => [e.message.clientSeq, e.message.failReason])).toEqual([
      [1, 'deadline'],
    ])
    expect(() => h.client.send(text(3), channel, { wallDeadlineMs: -1 })).toThrow(/wallDeadlineMs/)
  })

  it('a per-message deadline overrides the default', () => {
    const h = createHarness()
    h.connect()
    h.client.send(text(1), channel)
    h.client.send(text(2), channel, { deadlineMs: 500 })
    h.clock.advance(500)
    expect(h.of('messageStatus').map((e) => [e.message.clientSeq, e.message.failReason])).toEqual([
      [2, 'timeout'],
    ])
  })

  it('an AbortSignal cancels a waiting message; once written it has no effect', () => {
    const h = createHarness()
    const early = new AbortController()
    const late = new AbortController()
    const m1 = h.client.send(text(1), channel, { signal: early.signal })
    early.abort()
    expect(h.of('messageStatus').map((e) => e.message)).toEqual([
      { ...m1, status: 'fail', failReason: 'aborted' },
    ])
    h.connect()
    const m2 = h.client.send(text(2), channel, { signal: late.signal })
    h.clock.advance(0)
    late.abort()
    expect(sends(h.server.last()).map((p) => p.clientSeq)).toEqual([m2.clientSeq])
    expect(h.of('messageStatus')).toHaveLength(1)
    const gone = new AbortController()
    gone.abort()
    expect(h.client.send(text(3), channel, { signal: gone.signal })).toMatchObject({
      status: 'fail',
      failReason: 'aborted',
    })
  })

  it('resends a failed message with the same clientMsgNo and a new clientSeq', () => {
    const h = createHarness()
    h.connect()
    const m = h.client.send(text(1), channel)
    h.clock.advance(0)
    expect(sends(h.server.last())).toHaveLength(1)
    h.server
      .last()
      .send({ type: 4, header: NO_FLAGS, messageID: '0', clientSeq: 1, messageSeq: 0, reasonCode: 22 })
    const failed = h.of('messageStatus')[0]!.message
    expect(() => h.client.resend(m)).toThrow(expect.objectContaining({ code: 'NOT_RESENDABLE' }))
    h.clock.advance(100)
    const again = h.client.resend(failed)
    expect(again).toMatchObject({ clientMsgNo: m.clientMsgNo, clientSeq: 2, status: 'wait' })
    expect(again.reasonCode).toBeUndefined()
    expect(() => h.client.resend({ ...again, status: 'fail' })).toThrow(
      expect.objectContaining({ code: 'NOT_RESENDABLE' }),
    )
    h.clock.advance(0)
    expect(sends(h.server.last()).map((p) => [p.clientSeq, p.clientMsgNo])).toEqual([[2, m.clientMsgNo]])
  })

  it.each([
    ['INVALID_CHANNEL', () => [text(1), { channelID: '', channelType: 1 }]],
    ['INVALID_CHANNEL', () => [text(1), { channelID: 'a', channelType: 256 }]],
    ['INVALID_CONTENT', () => [{ content: 'no type' }, channel]],
    ['INVALID_CONTENT', () => [text(1), channel, { expire: -1 }]],
    ['PAYLOAD_TOO_LARGE', () => [{ type: 1, content: 'x'.repeat(24_576) }, channel]],
  ] as const)('refuses bad input with %s', (code, args) => {
    const h = createHarness()
    expect(() => (h.client.send as (...a: unknown[]) => unknown)(...args())).toThrow(
      expect.objectContaining({ code }),
    )
    expect(h.client.pendingMessages()).toEqual([])
  })

  it('computes the encrypted payload size exactly (base64 of whole AES blocks)', () => {
    const h = createHarness()
    h.connect()
    for (const n of [0, 1, 15, 16, 17, 100]) h.client.send({ type: 1, content: 'y'.repeat(n) }, channel)
    h.clock.advance(1_000)
    const written = sends(h.server.last())
    expect(written).toHaveLength(6)
    for (const p of written) {
      expect(p.payload.length).toBe(encryptedPayloadSize(h.server.last().openSend(p).plain.length))
    }
    expect([0, 15, 16, 31, 32].map(encryptedPayloadSize)).toEqual([24, 24, 44, 44, 64])
  })
})

const NO_FLAGS = { dup: false, syncOnce: false, reddot: false, noPersist: false }

describe('the stored outbox keeps its place (README "Storage in the browser")', () => {
  const stored: OutboxEntry = {
    clientMsgNo: 'a'.repeat(32),
    channel,
    content: { type: 1, content: 'before the reload' },
    fromUID: 'u1',
    timestamp: 1_699_999_990,
    queuedAt: 1,
    header: { noPersist: false, reddot: true, syncOnce: false, dup: false },
    setting: { receipt: false, topic: false, stream: false },
    expire: 0,
  }

  /** A storage whose outbox read resolves only when the test says so (a slow IndexedDB). */
  function slowStorage(): { storage: ImStorage; finishRead(): void } {
    const inner = memoryStorage()
    let finishRead = (): void => {}
    const read = new Promise<void>((resolve) => {
      finishRead = resolve
    })
    return {
      storage: {
        ...inner,
        listOutbox: async () => {
          await read
          return [stored]
        },
      },
      finishRead: () => finishRead(),
    }
  }

  it('a message sent while the outbox is being read goes out after the restored one, also after a reconnect', async () => {
    const { storage, finishRead } = slowStorage()
    const h = createHarness({ plugins: [storagePlugin(storage)] })
    h.connect()
    const fresh = h.client.send(text(1), channel)
    h.clock.advance(100)
    expect(sends(h.server.last())).toEqual([]) // held while the outbox is read
    finishRead()
    await h.client.idle()
    h.clock.runDue()
    const first = h.server.last()
    expect(sends(first).map((p) => p.clientMsgNo)).toEqual([stored.clientMsgNo, fresh.clientMsgNo])
    // neither is acknowledged; after a reconnect the restored one still leads
    first.close()
    h.clock.advance(3_000)
    const second = h.server.last()
    second.handshake()
    h.clock.advance(0)
    expect(sends(second).map((p) => [p.clientMsgNo, p.header.dup])).toEqual([
      [stored.clientMsgNo, true],
      [fresh.clientMsgNo, true],
    ])
  })

  it(`an outbox read that never finishes holds new messages back ${OUTBOX_RESTORE_HOLD_MS} ms at most`, () => {
    const { storage } = slowStorage()
    const h = createHarness({ plugins: [storagePlugin(storage)] })
    h.connect()
    const fresh = h.client.send(text(1), channel)
    h.clock.advance(OUTBOX_RESTORE_HOLD_MS - 1)
    expect(sends(h.server.last())).toEqual([])
    h.clock.advance(1)
    expect(sends(h.server.last()).map((p) => p.clientMsgNo)).toEqual([fresh.clientMsgNo])
  })
})

describe('a packet the codec refuses', () => {
  it('fails that message with reason encode and still writes the next one', () => {
    const h = createHarness()
    h.connect()
    // The codec refuses a topic longer than a uint16 string (PROTOCOL.md "Field encodings").
    const bad = h.client.send(text(1), channel, { topic: 'x'.repeat(70_000) })
    const good = h.client.send(text(2), channel)
    h.clock.advance(0)
    expect(h.of('messageStatus').map((e) => [e.message.clientSeq, e.message.failReason])).toEqual([
      [bad.clientSeq, 'encode'],
    ])
    expect(sends(h.server.last()).map((p) => p.clientSeq)).toEqual([good.clientSeq])
  })
})
