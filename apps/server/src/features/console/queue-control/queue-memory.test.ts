import { describe, expect, it } from 'vitest'
import { createQueueMemory } from './queue-memory'

describe('queue memory', () => {
  it('remembers a value read at the current version until anything changes', () => {
    const memory = createQueueMemory({ enabled: true })
    memory.remember('a', 1, memory.version())
    expect(memory.recall('a')).toBe(1)
    memory.changed()
    expect(memory.recall('a')).toBeUndefined()
  })

  it.each([
    ['changed()', (m: ReturnType<typeof createQueueMemory>) => m.changed()],
    ['touched()', (m: ReturnType<typeof createQueueMemory>) => m.touched()],
  ])('drops a value whose read started before %s', (_name, between) => {
    const memory = createQueueMemory({ enabled: true })
    const readAt = memory.version()
    between(memory)
    memory.remember('a', 1, readAt)
    expect(memory.recall('a')).toBeUndefined()
  })

  it('touched() keeps what was remembered before it', () => {
    const memory = createQueueMemory({ enabled: true })
    memory.remember('a', 1, memory.version())
    memory.touched()
    expect(memory.recall('a')).toBe(1)
  })

  it('forgets one key', () => {
    const memory = createQueueMemory({ enabled: true })
    memory.remember('a', 1, memory.version())
    memory.remember('b', 2, memory.version())
    memory.forget('a')
    expect([memory.recall('a'), memory.recall('b')]).toEqual([undefined, 2])
  })

  it('remembers nothing when off (PostgreSQL, WuKongIM mode)', () => {
    const memory = createQueueMemory({ enabled: false })
    memory.remember('a', 1, memory.version())
    expect(memory.enabled).toBe(false)
    expect(memory.recall('a')).toBeUndefined()
  })
})

describe('queue memory read-through', () => {
  it('loads once, then answers from memory until a change', async () => {
    const memory = createQueueMemory({ enabled: true })
    let loads = 0
    const load = async () => ++loads
    expect([await memory.readThrough('k', load), await memory.readThrough('k', load)]).toEqual([1, 1])
    memory.changed()
    expect(await memory.readThrough('k', load)).toBe(2)
  })

  it('does not keep a value whose load overlapped a change', async () => {
    const memory = createQueueMemory({ enabled: true })
    let loads = 0
    await memory.readThrough('k', async () => {
      memory.touched()
      return ++loads
    })
    expect(await memory.readThrough('k', async () => ++loads)).toBe(2)
  })
})
