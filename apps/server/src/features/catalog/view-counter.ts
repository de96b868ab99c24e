import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { products } from '../../db/schema'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'

/** How often buffered views are written to the database. */
export const VIEW_FLUSH_INTERVAL_MS = 1_000

/**
 * Counts product views (shop-spec §3 seen count) in memory and writes them in one statement per
 * interval, so a popular product page does not turn every read into a row update.
 * A detail read from the database (or a cache) shows `seen + total(id) - flushed(id at read time)`.
 */
export interface ViewCounter {
  record(productId: number): void
  /** Views counted by this process since it started. */
  total(productId: number): number
  /** Of those, how many are already written to the database. */
  flushed(productId: number): number
  flush(): Promise<void>
  start(): void
  /** Stops the timer and writes what is pending. */
  stop(): Promise<void>
}

export interface ViewCounterOptions {
  db: Database
  logger: Logger
  intervalMs?: number
  setInterval?: (fn: () => void, ms: number) => unknown
  clearInterval?: (handle: unknown) => void
}

export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  const { db, logger } = options
  const every = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms).unref())
  const cancel = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as NodeJS.Timeout))
  const pending = new Map<number, number>()
  const totals = new Map<number, number>()
  const flushedTotals = new Map<number, number>()
  let timer: unknown
  let flushing: Promise<void> = Promise.resolve()

  const writePending = async (): Promise<void> => {
    if (pending.size === 0) return
    const batch = [...pending.entries()]
    pending.clear()
    const values = sql.join(
      batch.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    )
    try {
      await db.execute(
        sql`UPDATE ${products} SET seen_count = seen_count + v.n FROM (VALUES ${values}) AS v(id, n) WHERE ${products.id} = v.id`,
      )
      for (const [id, n] of batch) flushedTotals.set(id, (flushedTotals.get(id) ?? 0) + n)
    } catch (error) {
      // Put them back: views are not worth an error page, but they are worth not losing.
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n)
      logger.warn('view count flush failed', {
        error: errorText(error),
      })
    }
  }

  const flush = (): Promise<void> => {
    flushing = flushing.then(writePending)
    return flushing
  }

  return {
    record(productId) {
      pending.set(productId, (pending.get(productId) ?? 0) + 1)
      totals.set(productId, (totals.get(productId) ?? 0) + 1)
    },
    total: (productId) => totals.get(productId) ?? 0,
    flushed: (productId) => flushedTotals.get(productId) ?? 0,
    flush,
    start() {
      if (timer === undefined) timer = every(() => void flush(), options.intervalMs ?? VIEW_FLUSH_INTERVAL_MS)
    },
    async stop() {
      if (timer !== undefined) cancel(timer)
      timer = undefined
      await flush()
    },
  }
}
