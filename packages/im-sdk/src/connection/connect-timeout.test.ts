import { describe, expect, it } from 'vitest'
import { silentLogger } from '../logger.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { createConnectTimeout } from './connect-timeout.js'

function setup() {
  const clock = createVirtualClock()
  let timeouts = 0
  const deadline = createConnectTimeout({
    clock,
    timeoutMs: 15_000,
    logger: silentLogger,
    onTimeout: () => {
      timeouts += 1
    },
  })
  return { clock, deadline, timeouts: () => timeouts }
}

describe('connect timeout (beyond the spec)', () => {
  it('fires once after timeoutMs; arming again restarts the deadline', () => {
    const { clock, deadline, timeouts } = setup()
    deadline.arm(() => false)
    clock.advance(10_000)
    deadline.arm(() => false)
    clock.advance(14_999)
    expect(timeouts()).toBe(0)
    clock.advance(1)
    expect(timeouts()).toBe(1)
    clock.advance(60_000)
    expect(timeouts()).toBe(1)
  })

  it('does nothing for a stale attempt or after cancel()', () => {
    const { clock, deadline, timeouts } = setup()
    deadline.arm(() => true)
    clock.advance(15_000)
    deadline.arm(() => false)
    deadline.cancel()
    clock.advance(15_000)
    expect(timeouts()).toBe(0)
  })
})
