import { describe, expect, it } from 'vitest'
import type { Logger } from '../http/logger'
import { createSweeper, drainInBatches } from './sweeper'

const recordingLogger = () => {
  const lines: string[] = []
  const logger: Logger = {
    info: (message, fields) => lines.push(`info ${message} ${JSON.stringify(fields)}`),
    warn: (message, fields) => lines.push(`warn ${message} ${JSON.stringify(fields)}`),
    error: (message, fields) => lines.push(`error ${message} ${JSON.stringify(fields)}`),
  }
  return { logger, lines }
}

describe('sweeper', () => {
  it('runs every task on each tick; a failing task is logged and the others still run', async () => {
    const { logger, lines } = recordingLogger()
    const ran: string[] = []
    let tick: (() => void) | undefined
    const sweeper = createSweeper({
      logger,
      intervalMs: 1000,
      setInterval: (fn) => {
        tick = fn
        return 1
      },
      clearInterval: () => {
        tick = undefined
      },
      tasks: [
        {
          name: 'broken',
          run: async () => {
            ran.push('broken')
            throw new Error('disk gone')
          },
        },
        {
          name: 'fine',
          run: async () => {
            ran.push('fine')
            return 3
          },
        },
      ],
    })
    sweeper.start()
    tick!()
    await sweeper.runOnce()
    expect(ran).toEqual(['broken', 'fine'])
    expect(lines).toEqual([
      'error sweep failed {"task":"broken","error":"Error: disk gone"}',
      'info sweep {"task":"fine","handled":3}',
    ])
    await sweeper.stop()
    expect(tick).toBeUndefined()
  })

  it('does not overlap runs: a run asked for while one is going joins it', async () => {
    let calls = 0
    let release!: () => void
    const sweeper = createSweeper({
      logger: recordingLogger().logger,
      intervalMs: 0,
      tasks: [
        {
          name: 'slow',
          run: () => {
            calls += 1
            return new Promise<number>((resolve) => {
              release = () => resolve(0)
            })
          },
        },
      ],
    })
    const first = sweeper.runOnce()
    const second = sweeper.runOnce()
    release()
    await Promise.all([first, second])
    expect(calls).toBe(1)
  })

  it('drains a backlog batch by batch, stopping at a short batch or the round limit', async () => {
    const backlog = [100, 100, 40, 100]
    const run = drainInBatches(async () => backlog.shift() ?? 0, 100)
    expect(await run()).toBe(240)
    const endless = drainInBatches(async () => 100, 100, 3)
    expect(await endless()).toBe(300)
  })
})
