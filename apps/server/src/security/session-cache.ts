import type { Clock } from '../clock'

/**
 * A short-lived in-process cache of resolved login tokens (server README "Security", fast logged-in reads: every
 * logged-in request looked its token up in the single-connection database). Sound under revocation:
 * - an entry lives SESSION_CACHE_TTL_MS (0.5 s), after which the token is checked in the database
 *   again, so a token revoked on another replica stops working there within 1 s at most;
 * - on this replica a revocation (logout, password reset, log out everywhere) drops the user's
 *   entries at once (SessionRevocations);
 * - only live tokens are cached, and never past their own expiry;
 * - bounded: at most SESSION_CACHE_MAX_ENTRIES, the oldest inserted goes first.
 */
export const SESSION_CACHE_TTL_MS = 500
export const SESSION_CACHE_MAX_ENTRIES = 10_000

export interface SessionCache {
  get(token: string): number | null
  set(token: string, userId: number): void
  forgetUser(userId: number): void
}

export function createSessionCache(
  clock: Clock,
  ttlMs: number = SESSION_CACHE_TTL_MS,
  maxEntries: number = SESSION_CACHE_MAX_ENTRIES,
): SessionCache {
  const entries = new Map<string, { userId: number; until: number }>()
  return {
    get(token) {
      const entry = entries.get(token)
      if (!entry) return null
      if (entry.until <= clock.now()) {
        entries.delete(token)
        return null
      }
      return entry.userId
    },
    set(token, userId) {
      if (ttlMs <= 0) return
      entries.delete(token)
      entries.set(token, { userId, until: clock.now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    forgetUser(userId) {
      for (const [token, entry] of entries) if (entry.userId === userId) entries.delete(token)
    },
  }
}
