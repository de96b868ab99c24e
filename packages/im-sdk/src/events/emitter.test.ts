import { describe, expect, it } from 'vitest'
import { createEmitter } from './emitter.js'

type E = { type: 'a'; n: number } | { type: 'b'; s: string }

describe('typed emitter', () => {
  it('on() returns the unsubscribe function', () => {
    const emitter = createEmitter<E>(() => {})
    const seen: number[] = []
    const off = emitter.on('a', (e) => seen.push(e.n))
    emitter.emit({ type: 'a', n: 1 })
    off()
    off()
    emitter.emit({ type: 'a', n: 2 })
    expect(seen).toEqual([1])
    expect(emitter.listenerCount()).toBe(0)
  })

  it('a listener that throws does not stop the others and is reported', () => {
    const errors: unknown[] = []
    const emitter = createEmitter<E>((error) => errors.push(error))
    const seen: string[] = []
    emitter.on('b', () => {
      throw new Error('boom')
    })
    emitter.on('b', (e) => seen.push(e.s))
    expect(() => emitter.emit({ type: 'b', s: 'x' })).not.toThrow()
    expect(seen).toEqual(['x'])
    expect(errors).toHaveLength(1)
  })

  it('the same function added twice is two subscriptions; a listener may unsubscribe during emit', () => {
    const emitter = createEmitter<E>(() => {})
    let calls = 0
    const fn = () => {
      calls += 1
    }
    const off1 = emitter.on('a', fn)
    emitter.on('a', fn)
    emitter.on('a', () => off1())
    emitter.emit({ type: 'a', n: 0 })
    emitter.emit({ type: 'a', n: 0 })
    expect(calls).toBe(3)
    emitter.clear()
    expect(emitter.listenerCount('a')).toBe(0)
  })
})
