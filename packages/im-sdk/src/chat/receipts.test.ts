import { describe, expect, it } from 'vitest'
import { MissingCallbackError } from '../client-errors.js'
import { DEFAULT_CONSTANTS } from '../constants.js'
import type { ReadReceiptItem } from '../events/types.js'
import { createHarness } from '../testing/unit-harness.js'
import type { Channel } from './message.js'
import { receiptsPlugin } from './receipts-plugin.js'

const settle = () => new Promise<void>((resolve) => setImmediate(resolve))
const channel = { channelID: 'shop-9', channelType: 7 }
const m = (n: number, readed = false) => ({ messageID: `${n}`, messageSeq: n, readed })

function recorder(fail: () => boolean = () => false) {
  const calls: Array<[Channel, readonly ReadReceiptItem[]]> = []
  return {
    calls,
    messageRead: async (ch: Channel, messages: readonly ReadReceiptItem[]) => {
      calls.push([ch, messages])
      if (fail()) throw new Error('HTTP 500')
    },
  }
}

describe('read receipts (chat-spec §4, §7 message read)', () => {
  it('without the "messageRead" callback markRead throws an error naming it (chat-spec §5)', () => {
    const h = createHarness()
    expect(() => h.client.markRead(channel, [m(1)])).toThrow(MissingCallbackError)
    expect(() => h.client.markRead(channel, [m(1)])).toThrow(/messageRead/)
  })

  it('flushes every 2000 ms through the callback, skipping messages already read', async () => {
    const r = recorder()
    const h = createHarness({ callbacks: { messageRead: r.messageRead }, plugins: [receiptsPlugin()] })
    h.client.markRead(channel, [m(1), m(2, true), m(3), m(1)])
    h.clock.advance(DEFAULT_CONSTANTS.receiptFlushIntervalMs - 1)
    expect(r.calls).toEqual([])
    h.clock.advance(1)
    await settle()
    expect(r.calls).toEqual([
      [
        channel,
        [
          { messageID: '1', messageSeq: 1 },
          { messageID: '3', messageSeq: 3 },
        ],
      ],
    ])
    expect(h.of('readReceipt')).toHaveLength(1)
    // Already reported: skipped; the timer stops when nothing is queued.
    h.client.markRead(channel, [m(1), m(3)])
    expect(h.clock.pendingTimers).toBe(0)
    h.client.markRead(channel, [m(4)])
    h.clock.advance(2_000)
    await settle()
    expect(r.calls.map(([, msgs]) => msgs.map((x) => x.messageID))).toEqual([['1', '3'], ['4']])
  })

  it('a failing callback is reported, retried on the next flush, and never throws in the timer', async () => {
    let failing = true
    const r = recorder(() => failing)
    const h = createHarness({ callbacks: { messageRead: r.messageRead }, plugins: [receiptsPlugin()] })
    h.client.markRead(channel, [m(1)])
    h.clock.advance(2_000)
    await settle()
    expect(h.of('error').map((e) => e.error.code)).toEqual(['RECEIPT_FLUSH_FAILED'])
    expect(h.of('readReceipt')).toEqual([])
    failing = false
    h.client.markRead(channel, [m(2)])
    h.clock.advance(2_000)
    await settle()
    expect(r.calls.map(([, msgs]) => msgs.map((x) => x.messageID))).toEqual([['1'], ['1', '2']])
    expect(h.of('readReceipt').map((e) => e.messages.length)).toEqual([2])
  })

  it('flushReadReceipts() sends now and never rejects', async () => {
    const r = recorder(() => true)
    const h = createHarness({ callbacks: { messageRead: r.messageRead }, plugins: [receiptsPlugin()] })
    h.client.markRead(channel, [m(1)])
    await expect(h.client.flushReadReceipts()).resolves.toBeUndefined()
    expect(r.calls).toHaveLength(1)
  })

  it('refuses malformed messages before queueing any of them', () => {
    const r = recorder()
    const h = createHarness({ callbacks: { messageRead: r.messageRead }, plugins: [receiptsPlugin()] })
    expect(() => h.client.markRead(channel, [m(1), { messageID: '', messageSeq: 1 }])).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTENT' }),
    )
    expect(h.clock.pendingTimers).toBe(0)
  })
})
