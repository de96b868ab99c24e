import type { Logger } from '../http/logger'
import { errorText } from '../observability/error-text'

/** One periodic clean-up job; `run` returns how many rows or files it handled (for the log). */
export interface SweepTask {
  name: string
  run(): Promise<number>
}

/**
 * A task that handles at most `batch` rows per call, run again while calls come back full (at most
 * `maxRounds` times per sweep), so a backlog drains without one call holding the database long.
 */
export function drainInBatches(
  run: () => Promise<number>,
  batch: number,
  maxRounds = 20,
): () => Promise<number> {
  return async () => {
    let total = 0
    for (let round = 0; round < maxRounds; round++) {
      const handled = await run()
      total += handled
      if (handled < batch) break
    }
    return total
  }
}

export interface Sweeper {
  /** Runs every task once now (also what each tick does); tests call it after moving the clock. */
  runOnce(): Promise<void>
  start(): void
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>
}

export interface SweeperOptions {
  tasks: readonly SweepTask[]
  logger: Logger
  intervalMs: number
  setInterval?: (fn: () => void, ms: number) => unknown
  clearInterval?: (handle: unknown) => void
}

/**
 * Runs the background clean-ups (expired unpaid orders, unused uploads) every `intervalMs`. Ticks
 * never overlap: a tick while a run is going is skipped. A failing task is logged and the others
 * still run; the next tick tries again.
 */
export function createSweeper(options: SweeperOptions): Sweeper {
  const every =
    options.setInterval ?? ((fn: () => void, ms: number) => globalThis.setInterval(fn, ms).unref())
  const cancel =
    options.clearInterval ?? ((handle: unknown) => globalThis.clearInterval(handle as NodeJS.Timeout))
  let timer: unknown
  let running: Promise<void> | undefined

  async function runTasks(): Promise<void> {
    for (const task of options.tasks) {
      try {
        const handled = await task.run()
        if (handled > 0) options.logger.info('sweep', { task: task.name, handled })
      } catch (error) {
        options.logger.error('sweep failed', { task: task.name, error: errorText(error) })
      }
    }
  }

  const runOnce = (): Promise<void> => {
    running ??= runTasks().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    runOnce,
    start() {
      if (timer !== undefined || options.intervalMs <= 0) return
      timer = every(() => void runOnce(), options.intervalMs)
    },
    async stop() {
      if (timer !== undefined) cancel(timer)
      timer = undefined
      await running
    },
  }
}
