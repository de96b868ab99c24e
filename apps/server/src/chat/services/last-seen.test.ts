import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManualClock } from '../../clock'
import type { DatabaseHandle } from '../../db/database'
import { chatLastSeen } from '../../db/schema'
import { silentLogger } from '../../http/logger'
import { engineDrivers, openTestDatabase } from '../../test-support/test-databases'
import { createLastSeenRecorder, type LastSeenTimers } from './last-seen-recorder'

const INTERVAL = 30_000
const START = Date.UTC(2026, 10, 1, 12)
const seconds = (ms: number) => Math.floor(ms / 1000)

/** Timers run by hand: `due()` fires those whose time has come. */
function manualTimers(clock: { now(): number }) {
  const pending = new Map<number, { at: number; fn: () => void }>()
  let next = 1
  const timers: LastSeenTimers = {
    setTimeout(fn, ms) {
      pending.set(next, { at: clock.now() + ms, fn })
      return next++
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  }
  return {
    timers,
    count: () => pending.size,
    due() {
      for (const [id, timer] of [...pending]) {
        if (timer.at > clock.now()) continue
        pending.delete(id)
        timer.fn()
      }
    },
  }
}

describe.each(engineDrivers())('last seen kept in the database (%s)', (driver) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    await handle.migrate()
  })
  afterAll(async () => {
    await handle?.close()
  })

  const rows = async () =>
    (await handle.db.select().from(chatLastSeen)).map((r) => ({ uid: r.uid, at: r.offlineAt.getTime() }))

  it('writes the first disconnect at once, one write per interval for a flapping client, the latest last', async () => {
    const clock = createManualClock(START)
    const { timers, due, count } = manualTimers(clock)
    const recorder = createLastSeenRecorder({ db: handle.db, clock, logger: silentLogger, timers })
    recorder.offline('100')
    await recorder.flush()
    expect(await rows()).toEqual([{ uid: '100', at: START }])
    // Reconnects and drops every 2 s for 20 s: memory only, one timer for the end of the interval.
    for (let i = 0; i < 10; i += 1) {
      clock.advance(2_000)
      recorder.offline('100')
    }
    expect(count()).toBe(1)
    expect(await rows()).toEqual([{ uid: '100', at: START }])
    // This process already answers the latest, before it is written.
    expect(await recorder.lastSeen(['100'])).toBe(seconds(START + 20_000))
    clock.advance(INTERVAL - 20_000)
    due()
    await recorder.flush()
    expect(await rows()).toEqual([{ uid: '100', at: START + 20_000 }])
  })

  it('a restart (a new recorder on the same data) and another replica answer the kept time', async () => {
    const clock = createManualClock(START + 60_000)
    const replicaA = createLastSeenRecorder({ db: handle.db, clock, logger: silentLogger })
    replicaA.offline('200')
    await replicaA.flush()
    const restarted = createLastSeenRecorder({ db: handle.db, clock, logger: silentLogger })
    expect(await restarted.lastSeen(['200'])).toBe(seconds(START + 60_000))
    // Of several users (a shop's staff) the latest counts; an unknown one is 0.
    expect(await restarted.lastSeen(['100', '200', '300'])).toBe(seconds(START + 60_000))
    expect(await restarted.lastSeen(['300'])).toBe(0)
    expect(await restarted.lastSeen([])).toBe(0)
  })

  it('never moves back: an older disconnect written late by another replica keeps the newer one', async () => {
    const late = createManualClock(START + 120_000)
    const early = createManualClock(START + 90_000)
    const a = createLastSeenRecorder({ db: handle.db, clock: late, logger: silentLogger })
    const b = createLastSeenRecorder({ db: handle.db, clock: early, logger: silentLogger })
    a.offline('400')
    await a.flush()
    b.offline('400')
    await b.flush()
    expect((await rows()).find((r) => r.uid === '400')?.at).toBe(START + 120_000)
  })

  it('flush writes what the throttle holds back (the server stopping)', async () => {
    const clock = createManualClock(START + 200_000)
    const { timers, count } = manualTimers(clock)
    const recorder = createLastSeenRecorder({ db: handle.db, clock, logger: silentLogger, timers })
    recorder.offline('500')
    clock.advance(1_000)
    recorder.offline('500')
    expect(count()).toBe(1)
    await recorder.flush()
    expect(count()).toBe(0)
    expect((await rows()).find((r) => r.uid === '500')?.at).toBe(START + 201_000)
  })
})
