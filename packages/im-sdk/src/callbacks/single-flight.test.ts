import { describe, expect, it } from 'vitest'
import { MissingCallbackError } from '../client-errors.js'
import { deferred } from '../messages/test-helpers.js'
import { singleFlight } from './single-flight.js'
import type { DataCallbacks } from './types.js'

const callbacks: DataCallbacks = { syncReminders: async () => [] }

describe('singleFlight (chat-spec §7: concurrent syncs share one callback call)', () => {
  it('gives a call made while one runs the same promise, per key', async () => {
    const runs: string[] = []
    const gate = deferred<number>()
    const sync = singleFlight(
      callbacks,
      'syncReminders',
      (key: string) => {
        runs.push(key)
        return gate.promise
      },
      (key) => key,
    )
    const a = sync('a')
    expect(sync('a')).toBe(a)
    const b = sync('b')
    expect(b).not.toBe(a)
    expect(runs).toEqual(['a', 'b'])
    gate.resolve(7)
    await expect(a).resolves.toBe(7)
    // Settled: the next call runs again.
    void sync('a')
    expect(runs).toEqual(['a', 'b', 'a'])
  })

  it('forgets the runs in progress on clear(); they still settle for their callers', async () => {
    const gate = deferred<number>()
    let calls = 0
    const sync = singleFlight(callbacks, 'syncReminders', () => {
      calls += 1
      return gate.promise
    })
    const first = sync(undefined)
    sync.clear()
    expect(sync(undefined)).not.toBe(first)
    expect(calls).toBe(2)
    gate.resolve(1)
    await expect(first).resolves.toBe(1)
  })

  it('rejects at once with MissingCallbackError naming a callback the app did not configure', async () => {
    let calls = 0
    const sync = singleFlight({}, 'syncReminders', async () => {
      calls += 1
    })
    await expect(sync(undefined)).rejects.toBeInstanceOf(MissingCallbackError)
    await expect(sync(undefined)).rejects.toMatchObject({ callback: 'syncReminders' })
    expect(calls).toBe(0)
  })
})
