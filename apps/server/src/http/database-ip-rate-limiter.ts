import { lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database } from '../db/database'
import { ipRateWindows } from '../db/schema'
import { IP_RATE_WINDOW_MS, type IpRateLimiter } from './ip-rate-limiter'

/** Requests between two sweeps of windows that ended (keeps the table at about one row per active IP). */
const SWEEP_EVERY = 5_000

/**
 * The fixed-window per-IP limit of ip-rate-limiter.ts, counted in the database so replicas share one
 * budget (server README "Production topology"). One upsert per request: the window restarts when the
 * clock has moved into a new one, otherwise the count grows; the answer is the count after it.
 */
export function createDatabaseIpRateLimiter(
  db: Database,
  clock: Clock,
  limitPerWindow: number,
  windowMs: number = IP_RATE_WINDOW_MS,
): IpRateLimiter {
  let requests = 0
  return {
    async take(ip) {
      if (limitPerWindow <= 0) return true
      const now = clock.now()
      const windowStart = now - (now % windowMs)
      if (++requests % SWEEP_EVERY === 0) {
        await db.delete(ipRateWindows).where(lt(ipRateWindows.windowStart, windowStart - windowMs))
      }
      const [row] = await db
        .insert(ipRateWindows)
        .values({ ip, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: ipRateWindows.ip,
          set: {
            count: sql`case when ${ipRateWindows.windowStart} = excluded.window_start then ${ipRateWindows.count} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ count: ipRateWindows.count })
      return (row?.count ?? 0) <= limitPerWindow
    },
  }
}
