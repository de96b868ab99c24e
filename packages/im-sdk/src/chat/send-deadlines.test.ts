import { describe, expect, it } from 'vitest'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { createSendDeadlines, type Deadline } from './send-deadlines.js'

interface Item extends Deadline {
  readonly name: string
}

function setup() {
  const clock = createVirtualClock()
  const items: Item[] = []
  const expired: string[] = []
  const deadlines = createSendDeadlines<Item>({
    clock,
    items: () => items,
    onExpire: (item) => {
      expired.push(item.name)
      items.splice(items.indexOf(item), 1)
    },
  })
  const add = (name: string, ms: number): Item => {
    const item: Item = { name, deadlineAt: 0, remainingMs: 0, wallAt: Infinity }
    items.push(item)
    deadlines.start(item, ms)
    return item
  }
  return { clock, deadlines, add, expired, items }
}

describe('send deadlines (beyond the spec: connected time without an ack)', () => {
  it('expires each item when its connected time is up, earliest first', () => {
    const { clock, deadlines, add, expired } = setup()
    deadlines.resume()
    add('slow', 30_000)
    add('fast', 1_000)
    clock.advance(999)
    expect(expired).toEqual([])
    clock.advance(1)
    expect(expired).toEqual(['fast'])
    clock.advance(29_000)
    expect(expired).toEqual(['fast', 'slow'])
  })

  it('stands still while paused and runs on from what was left', () => {
    const { clock, deadlines, add, expired } = setup()
    deadlines.resume()
    add('a', 10_000)
    clock.advance(4_000)
    deadlines.pause()
    clock.advance(60_000)
    expect(expired).toEqual([])
    deadlines.resume()
    clock.advance(5_999)
    expect(expired).toEqual([])
    clock.advance(1)
    expect(expired).toEqual(['a'])
  })

  it('an item started while paused gets its whole budget from the next resume', () => {
    const { clock, deadlines, add, expired } = setup()
    add('queued offline', 1_000)
    clock.advance(5_000)
    expect(expired).toEqual([])
    deadlines.resume()
    clock.advance(999)
    expect(expired).toEqual([])
    clock.advance(1)
    expect(expired).toEqual(['queued offline'])
    expect(clock.pendingTimers).toBe(0)
  })
})
