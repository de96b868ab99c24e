import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../clock'
import { createSendRateLimiter } from './connection/rate-limiter'
import { createRecvTracker } from './connection/recv-tracker'
import { checkContent } from './sending/content-check'
import { createMessageIdGenerator, messageIdTime } from './sending/message-id'

const bytes = (s: string) => new TextEncoder().encode(s)

describe('message ids', () => {
  it('grow strictly, carry their millisecond, and survive a clock stepping back', () => {
    const clock = createManualClock(Date.UTC(2026, 0, 1))
    const ids = createMessageIdGenerator(clock, 3)
    const seen: bigint[] = []
    for (let i = 0; i < 10_000; i++) seen.push(ids.next())
    clock.advance(-5_000)
    seen.push(ids.next())
    clock.advance(10_000)
    seen.push(ids.next())
    for (let i = 1; i < seen.length; i++) expect(seen[i]! > seen[i - 1]!).toBe(true)
    expect(messageIdTime(seen[seen.length - 1]!)).toBe(Date.UTC(2026, 0, 1) + 5_000)
    expect(seen.every((id) => id < 2n ** 63n)).toBe(true)
  })

  it('refuses a node id that does not fit 10 bits', () => {
    expect(() => createMessageIdGenerator(createManualClock(), 1024)).toThrow(RangeError)
  })
})

describe('content check (PROTOCOL.md "Message content")', () => {
  it.each([
    ['{"type":1,"content":"hi"}', true],
    ['{"type":2,"url":"u","width":1,"height":1}', true],
    ['{"type":0}', true],
    ['{"type":-1}', false],
    ['{"type":1.5}', false],
    ['{"type":"1"}', false],
    ['{"content":"no type"}', false],
    ['[1,2]', false],
    ['"text"', false],
    ['not json', false],
  ])('%s -> %s', (text, ok) => {
    expect(checkContent(bytes(text)) !== null).toBe(ok)
  })

  it('refuses bytes that are not UTF-8', () => {
    expect(checkContent(Uint8Array.from([0x7b, 0xff, 0x7d]))).toBeNull()
  })
})

describe('send rate limiter', () => {
  it('allows the burst, then the rate per second', () => {
    const limiter = createSendRateLimiter(2, 3, 0)
    expect([0, 0, 0, 0].map(() => limiter.take(0))).toEqual([true, true, true, false])
    expect(limiter.take(499)).toBe(false)
    expect(limiter.take(500)).toBe(true)
    expect(limiter.take(10_000)).toBe(true)
  })

  it('is off with a rate of 0', () => {
    const limiter = createSendRateLimiter(0, 0, 0)
    expect(Array.from({ length: 1000 }, () => limiter.take(0)).every(Boolean)).toBe(true)
  })
})

describe('receive-ack tracking', () => {
  it('re-delivers overdue receives up to the retry limit, forgets acked ones, caps its size', () => {
    const tracker = createRecvTracker<string>({ timeoutMs: 100, maxRetries: 2, capacity: 3 })
    tracker.sent('1', 'one', 0)
    tracker.sent('2', 'two', 0)
    expect(tracker.acked('1')).toBe(true)
    expect(tracker.due(50)).toEqual([])
    expect(tracker.due(100)).toEqual(['two'])
    expect(tracker.due(200)).toEqual(['two'])
    expect(tracker.due(300)).toEqual([]) // given up: the client syncs
    expect(tracker.size).toBe(0)
    for (const id of ['a', 'b', 'c', 'd']) tracker.sent(id, id, 400)
    expect(tracker.size).toBe(3)
    expect(tracker.acked('a')).toBe(false) // the oldest was dropped
    expect(tracker.dropped).toBe(2)
  })
})
