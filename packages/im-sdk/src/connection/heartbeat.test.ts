import { describe, expect, it } from 'vitest'
import { DEFAULT_CONSTANTS } from '../constants.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { createHeartbeat } from './heartbeat.js'

function setup() {
  const clock = createVirtualClock()
  const pings: number[] = []
  const delays: number[] = []
  let timeouts = 0
  const heartbeat = createHeartbeat({
    clock,
    intervalMs: DEFAULT_CONSTANTS.heartbeatIntervalMs,
    pongTimeoutMs: DEFAULT_CONSTANTS.pongTimeoutMs,
    maxRetryCount: DEFAULT_CONSTANTS.pingMaxRetryCount,
    sendPing: () => pings.push(clock.now()),
    onDelay: (ms) => delays.push(ms),
    onTimeout: () => {
      timeouts += 1
    },
  })
  return { clock, heartbeat, pings, delays, timeouts: () => timeouts }
}

describe('heartbeat (chat-spec §4, §9)', () => {
  it('pings every 60000 ms while pongs come back, and reports the round trip', () => {
    const { clock, heartbeat, pings, delays } = setup()
    heartbeat.start()
    clock.advance(59_999)
    expect(pings).toEqual([])
    for (let i = 1; i <= 3; i += 1) {
      clock.advance(i === 1 ? 1 : 60_000 - 40)
      expect(pings).toHaveLength(i)
      clock.advance(40)
      heartbeat.onPong()
      expect(heartbeat.retryCount).toBe(0)
    }
    expect(pings).toEqual([60_000, 120_000, 180_000])
    expect(delays).toEqual([40, 40, 40])
  })

  it('retries an unanswered ping after the 3000 ms pong timeout and gives up after more than 3', () => {
    const { clock, heartbeat, pings, timeouts } = setup()
    heartbeat.start()
    clock.advance(60_000)
    expect(heartbeat.retryCount).toBe(1)
    clock.advance(2_999)
    expect(pings).toHaveLength(1)
    clock.advance(1)
    expect(pings).toEqual([60_000, 63_000])
    clock.advance(6_000)
    expect(pings).toEqual([60_000, 63_000, 66_000, 69_000])
    expect(heartbeat.retryCount).toBe(4)
    expect(timeouts()).toBe(0)
    clock.advance(3_000)
    // chat-spec §4: the retry count exceeds 3 -> timeout; the heartbeat stops itself.
    expect(timeouts()).toBe(1)
    expect(heartbeat.running).toBe(false)
    expect(clock.pendingTimers).toBe(0)
  })

  it('a pong resets the retry count mid-way', () => {
    const { clock, heartbeat, timeouts, delays } = setup()
    heartbeat.start()
    clock.advance(66_000) // pings at 60 s, 63 s, 66 s
    expect(heartbeat.retryCount).toBe(3)
    clock.advance(500)
    heartbeat.onPong()
    expect(heartbeat.retryCount).toBe(0)
    expect(delays).toEqual([500])
    // The next ping comes at the regular interval (120 s), starting the count from 1 again.
    clock.advance(60_000 - 6_500)
    expect(heartbeat.retryCount).toBe(1)
    expect(timeouts()).toBe(0)
  })

  it('stop() clears both timers; start() restarts with a zero retry count', () => {
    const { clock, heartbeat, pings } = setup()
    heartbeat.start()
    clock.advance(61_000)
    heartbeat.stop()
    expect(clock.pendingTimers).toBe(0)
    clock.advance(600_000)
    expect(pings).toHaveLength(1)
    heartbeat.start()
    expect(heartbeat.retryCount).toBe(0)
    expect(clock.pendingTimers).toBe(1)
  })

  it('ignores a pong when stopped and one that answers nothing', () => {
    const { heartbeat, delays } = setup()
    heartbeat.onPong()
    heartbeat.start()
    heartbeat.onPong()
    expect(delays).toEqual([])
  })
})
