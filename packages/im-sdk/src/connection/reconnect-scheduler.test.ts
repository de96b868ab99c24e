import { describe, expect, it } from 'vitest'
import { silentLogger } from '../logger.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { createReconnectScheduler } from './reconnect-scheduler.js'
import type { ReconnectTriggers } from './triggers.js'

function setup() {
  const clock = createVirtualClock()
  let due = 0
  const scheduler = createReconnectScheduler({
    clock,
    backoff: { initialDelayMs: 3_000, maxDelayMs: 30_000, factor: 2, jitter: 0 },
    random: () => 0,
    logger: silentLogger,
    onDue: () => {
      due += 1
    },
  })
  let fire: () => void = () => {}
  let subscriptions = 0
  let unsubscribed = 0
  const triggers: ReconnectTriggers = {
    subscribe(f) {
      subscriptions += 1
      fire = f
      return () => {
        unsubscribed += 1
      }
    },
  }
  return {
    clock,
    scheduler,
    triggers,
    due: () => due,
    fire: () => fire(),
    counts: () => ({ subscriptions, unsubscribed }),
  }
}

describe('reconnect scheduler (chat-spec §4: reconnect after 3000 ms)', () => {
  it('reconnects 3000 ms after the first loss, then backs off until reset', () => {
    const { clock, scheduler, due } = setup()
    scheduler.schedule()
    clock.advance(2_999)
    expect(due()).toBe(0)
    clock.advance(1)
    expect(due()).toBe(1)
    expect(scheduler.attempt).toBe(1)
    scheduler.schedule()
    clock.advance(3_000)
    expect(due()).toBe(1)
    clock.advance(3_000)
    expect(due()).toBe(2)
    scheduler.reset()
    expect(scheduler.attempt).toBe(0)
    scheduler.schedule()
    clock.advance(3_000)
    expect(due()).toBe(3)
  })

  it('cancel() and release() forget the pending reconnect', () => {
    const { clock, scheduler, due } = setup()
    scheduler.schedule()
    scheduler.cancel()
    clock.advance(60_000)
    scheduler.schedule()
    scheduler.release()
    clock.advance(60_000)
    expect(due()).toBe(0)
  })

  it('a trigger cuts a pending wait short, only when allowed, and is watched once until released', () => {
    const { clock, scheduler, triggers, due, fire, counts } = setup()
    let allowed = false
    scheduler.watch(triggers, () => allowed)
    scheduler.watch(triggers, () => allowed)
    expect(counts()).toEqual({ subscriptions: 1, unsubscribed: 0 })
    fire()
    expect(due()).toBe(0) // nothing pending
    scheduler.schedule()
    fire()
    expect(due()).toBe(0) // not allowed
    allowed = true
    fire()
    expect(due()).toBe(1)
    clock.advance(60_000)
    expect(due()).toBe(1) // the timer was cancelled, not run again
    scheduler.release()
    expect(counts()).toEqual({ subscriptions: 1, unsubscribed: 1 })
  })
})
