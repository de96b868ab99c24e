import { describe, expect, it } from 'vitest'
import { browserReconnectTriggers, noReconnectTriggers } from './triggers.js'

class Target {
  visibilityState = 'hidden'
  listeners = new Map<string, Set<() => void>>()
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)!.add(fn)
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn)
  }
  dispatch(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn()
  }
}

describe('reconnect triggers', () => {
  it('fires on window online and on document visibilitychange to visible; unsubscribe removes both', () => {
    const win = new Target()
    const doc = new Target()
    let fired = 0
    const stop = browserReconnectTriggers({ window: win, document: doc }).subscribe(() => {
      fired += 1
    })
    win.dispatch('online')
    doc.dispatch('visibilitychange') // still hidden
    doc.visibilityState = 'visible'
    doc.dispatch('visibilitychange')
    expect(fired).toBe(2)
    stop()
    win.dispatch('online')
    expect(fired).toBe(2)
    expect(win.listeners.get('online')?.size).toBe(0)
  })

  it('works without window or document (Node) and the no-op triggers never fire', () => {
    expect(() => browserReconnectTriggers({}).subscribe(() => {})()).not.toThrow()
    let fired = false
    noReconnectTriggers.subscribe(() => {
      fired = true
    })()
    expect(fired).toBe(false)
  })
})
