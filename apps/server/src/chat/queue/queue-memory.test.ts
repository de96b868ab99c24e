import { describe, expect, it } from 'vitest'
import { createQueueMemory, type MemoryScope, type QueueMemory } from './queue-memory'

const X: MemoryScope = { serviceId: 'mer_1', channelId: 'mer_1_u1' }
const Y: MemoryScope = { serviceId: 'mer_1', channelId: 'mer_1_u2' }
const OTHER_SERVICE: MemoryScope = { serviceId: 'mer_2', channelId: 'mer_2_u1' }
const GLOBAL: MemoryScope = {}

const memoryOn = () => createQueueMemory({ enabled: true })
const keep = (m: QueueMemory, scope: MemoryScope, key: string, value: unknown, dependsOnService = false) =>
  m.remember(scope, key, value, m.stamp(scope), dependsOnService)
const changeOf = (scope: MemoryScope) => ({ serviceId: scope.serviceId, channelId: scope.channelId ?? '' })

describe('queue memory', () => {
  it('remembers a value read at the current stamp until anything changes', () => {
    const memory = memoryOn()
    keep(memory, X, 'a', 1)
    expect(memory.recall('a')).toBe(1)
    memory.changed()
    expect(memory.recall('a')).toBeUndefined()
  })

  it.each([
    ['changed()', (m: QueueMemory) => m.changed()],
    ['touched() of the same conversation', (m: QueueMemory) => m.touched(X)],
    ['a change of the same conversation', (m: QueueMemory) => m.conversationChanged(changeOf(X))],
  ])('drops a value whose read started before %s', (_name, between) => {
    const memory = memoryOn()
    const readAt = memory.stamp(X)
    between(memory)
    memory.remember(X, 'a', 1, readAt)
    expect(memory.recall('a')).toBeUndefined()
  })

  it.each([
    ['touched() of another conversation', (m: QueueMemory) => m.touched(Y)],
    ['a change of another conversation', (m: QueueMemory) => m.conversationChanged(changeOf(Y))],
    ['a change in another service', (m: QueueMemory) => m.conversationChanged(changeOf(OTHER_SERVICE))],
  ])("keeps a conversation's own fact read across %s", (_name, between) => {
    const memory = memoryOn()
    const readAt = memory.stamp(X)
    between(memory)
    memory.remember(X, 'a', 1, readAt)
    expect(memory.recall('a')).toBe(1)
  })

  it("a fact that depends on the service is dropped by any of its conversations' changes, before or after", () => {
    const memory = memoryOn()
    const readAt = memory.stamp(X)
    memory.conversationChanged(changeOf(Y))
    memory.remember(X, 'unassigned', true, readAt, true)
    expect(memory.recall('unassigned')).toBeUndefined()

    keep(memory, X, 'unassigned', true, true)
    keep(memory, X, 'own', true)
    memory.conversationChanged(changeOf(OTHER_SERVICE))
    expect(memory.recall('unassigned')).toBe(true)
    memory.conversationChanged(changeOf(Y))
    expect([memory.recall('unassigned'), memory.recall('own')]).toEqual([undefined, true])
  })

  it("a conversation's change forgets its own facts and no other conversation's", () => {
    const memory = memoryOn()
    keep(memory, X, 'x', 1)
    keep(memory, Y, 'y', 2)
    memory.conversationChanged(changeOf(X))
    expect([memory.recall('x'), memory.recall('y')]).toEqual([undefined, 2])
  })

  it('touched() keeps what was remembered before it', () => {
    const memory = memoryOn()
    keep(memory, X, 'a', 1)
    memory.touched(X)
    expect(memory.recall('a')).toBe(1)
  })

  it('forgets one key', () => {
    const memory = memoryOn()
    keep(memory, X, 'a', 1)
    keep(memory, X, 'b', 2)
    memory.forget('a')
    expect([memory.recall('a'), memory.recall('b')]).toEqual([undefined, 2])
  })

  it('a read that began before changed() is not kept, although the per-scope counters start again', () => {
    const memory = memoryOn()
    memory.touched(X)
    const readAt = memory.stamp(X)
    memory.changed()
    memory.touched(X)
    memory.remember(X, 'a', 1, readAt)
    expect(memory.recall('a')).toBeUndefined()
  })

  it('remembers nothing when off (PostgreSQL, WuKongIM mode)', () => {
    const memory = createQueueMemory({ enabled: false })
    keep(memory, X, 'a', 1)
    expect(memory.enabled).toBe(false)
    expect(memory.recall('a')).toBeUndefined()
  })
})

describe('queue memory read-through', () => {
  it('loads once, then answers from memory until a change', async () => {
    const memory = memoryOn()
    let loads = 0
    const load = async () => ++loads
    expect([
      await memory.readThrough(GLOBAL, 'k', load),
      await memory.readThrough(GLOBAL, 'k', load),
    ]).toEqual([1, 1])
    memory.changed()
    expect(await memory.readThrough(GLOBAL, 'k', load)).toBe(2)
  })

  it('does not keep a value whose load overlapped a change', async () => {
    const memory = memoryOn()
    let loads = 0
    await memory.readThrough(GLOBAL, 'k', async () => {
      memory.changed()
      return ++loads
    })
    expect(await memory.readThrough(GLOBAL, 'k', async () => ++loads)).toBe(2)
  })
})
