import type { Clock } from '../clock'

/** Window of the generous global per-IP limit (README "Security"). */
export const IP_RATE_WINDOW_MS = 60_000
/** Stop tracking more than this many IPs at once; the oldest windows are dropped first. */
export const IP_RATE_MAX_TRACKED = 100_000

export interface IpRateLimiter {
  /** Counts one request; false when the IP has used up its budget for the current window. */
  take(ip: string): boolean | Promise<boolean>
}

/**
 * Fixed-window counter per IP, in memory (per replica). Cheap enough to sit in front of every
 * request; the database-backed lockouts for login and verify_pay are separate (attempt-guard.ts).
 */
export function createIpRateLimiter(
  clock: Clock,
  limitPerWindow: number,
  windowMs: number = IP_RATE_WINDOW_MS,
): IpRateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(ip) {
      if (limitPerWindow <= 0) return true
      const now = clock.now()
      let entry = windows.get(ip)
      if (!entry || now - entry.start >= windowMs) {
        if (entry) windows.delete(ip)
        if (windows.size >= IP_RATE_MAX_TRACKED) {
          // Map keeps insertion order: evict the oldest window.
          const oldest = windows.keys().next().value
          if (oldest !== undefined) windows.delete(oldest)
        }
        entry = { start: now, count: 0 }
        windows.set(ip, entry)
      }
      entry.count += 1
      return entry.count <= limitPerWindow
    },
  }
}
