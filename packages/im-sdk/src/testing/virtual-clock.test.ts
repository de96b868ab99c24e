import { describe, expect, it } from 'vitest'
import { createVirtualClock } from './virtual-clock.js'

describe('virtual clock', () => {
  it('fires timers in time order, then insertion order, including ones set while advancing', () => {
    const clock = createVirtualClock({ startMs: 1000 })
    const fired: string[] = []
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 20)
    clock.setTimeout(() => {
      fired.push(`a@${clock.now()}`)
      clock.setTimeout(() => fired.push(`c@${clock.now()}`), 10)
    }, 10)
    clock.setTimeout(() => fired.push(`d@${clock.now()}`), 20)
    clock.advance(25)
    expect(fired).toEqual(['a@1010', 'b@1020', 'd@1020', 'c@1020'])
    expect(clock.now()).toBe(1025)
  })

  it('runs intervals until cleared and counts pending timers', () => {
    const clock = createVirtualClock()
    let ticks = 0
    const handle = clock.setInterval(() => {
      ticks += 1
    }, 100)
    const t = clock.setTimeout(() => {}, 50)
    expect(clock.pendingTimers).toBe(2)
    expect(clock.nextTimerIn()).toBe(50)
    clock.clearTimeout(t)
    clock.advance(350)
    expect(ticks).toBe(3)
    clock.clearInterval(handle)
    clock.advance(1000)
    expect(ticks).toBe(3)
    expect(clock.pendingTimers).toBe(0)
    expect(clock.nextTimerIn()).toBeUndefined()
  })

  it('runDue fires 0 ms timers without moving time, and refuses negative advances', () => {
    const clock = createVirtualClock()
    let fired = false
    clock.setTimeout(() => {
      fired = true
    }, 0)
    clock.runDue()
    expect(fired).toBe(true)
    expect(clock.now()).toBe(0)
    expect(() => clock.advance(-1)).toThrow(RangeError)
  })
})
