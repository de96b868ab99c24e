import { describe, expect, it } from 'vitest'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { createSendWindow, type WriteResult } from './send-window.js'

function setup(queued: number, results: WriteResult[] = []) {
  const clock = createVirtualClock()
  const writes: number[] = []
  let left = queued
  const window = createSendWindow({
    clock,
    intervalMs: 100,
    batchSize: 5,
    hasQueued: () => left > 0,
    writeNext: () => {
      const result = results.shift() ?? 'ok'
      if (result === 'ok' || result === 'failed') {
        left -= 1
        writes.push(clock.now())
      }
      return result
    },
  })
  return { clock, window, writes, left: () => left }
}

describe('send window (chat-spec §9: at most 5 packets per 100 ms)', () => {
  it('writes nothing before resume(); then 5 at once and the rest window by window', () => {
    const { clock, window, writes } = setup(12)
    window.schedule()
    clock.advance(1_000)
    expect(writes).toEqual([])
    const start = clock.now()
    window.resume()
    clock.advance(0)
    expect(writes).toEqual([start, start, start, start, start])
    clock.advance(99)
    expect(writes).toHaveLength(5)
    clock.advance(1)
    expect(writes).toHaveLength(10)
    clock.advance(100)
    expect(writes).toHaveLength(12)
  })

  it('a failed write does not count against the window', () => {
    const { clock, window, writes, left } = setup(7, ['failed', 'failed'])
    window.resume()
    clock.advance(0)
    expect(writes).toHaveLength(7) // 2 failed + 5 ok in the first window
    expect(left()).toBe(0)
  })

  it('notConnected writes nothing and does not count: the same message is tried again', () => {
    const { clock, window, writes } = setup(6, ['notConnected'])
    window.resume()
    clock.advance(0)
    expect(writes).toHaveLength(5)
    clock.advance(100)
    expect(writes).toHaveLength(6)
  })

  it('holds: nothing is written until every release, and a release is counted once', () => {
    const { clock, window, writes } = setup(3)
    window.resume()
    const a = window.hold()
    const b = window.hold()
    window.schedule()
    clock.advance(500)
    a()
    a()
    clock.advance(500)
    expect(writes).toEqual([])
    b()
    clock.advance(0)
    expect(writes).toHaveLength(3)
  })

  it('suspend() stops writing and cancels the pending window', () => {
    const { clock, window, writes } = setup(8)
    window.resume()
    clock.advance(0)
    expect(writes).toHaveLength(5)
    window.suspend()
    expect(window.active).toBe(false)
    clock.advance(1_000)
    expect(writes).toHaveLength(5)
    window.resume()
    clock.advance(0)
    expect(writes).toHaveLength(8)
  })
})
