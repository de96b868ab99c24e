import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Executor } from '../db/database'
import { securityFailures } from '../db/schema'

/** issue 6 Security: login and verify_pay lock after 5 failures within 15 minutes. */
export const ATTEMPT_LIMIT = 5
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000

export type GuardedAction = 'login' | 'verify_pay'

export type GuardState = { locked: false } | { locked: true; retryAfterMs: number }

/**
 * Counts failures per (action, subject) in the database, so every replica enforces the same lock.
 * The subject is the normalized account for login (so guessing one account from many IPs still locks
 * it) and the user id for verify_pay.
 */
export interface AttemptGuard {
  check(db: Executor, action: GuardedAction, subject: string): Promise<GuardState>
  recordFailure(db: Executor, action: GuardedAction, subject: string, ip: string): Promise<GuardState>
  reset(db: Executor, action: GuardedAction, subject: string): Promise<void>
}

export function createAttemptGuard(
  clock: Clock,
  limit: number = ATTEMPT_LIMIT,
  windowMs: number = ATTEMPT_WINDOW_MS,
): AttemptGuard {
  async function check(db: Executor, action: GuardedAction, subject: string): Promise<GuardState> {
    const now = clock.now()
    const rows = await db
      .select({ failures: count(), oldest: min(securityFailures.createdAt) })
      .from(securityFailures)
      .where(
        and(
          eq(securityFailures.action, action),
          eq(securityFailures.subject, subject),
          gt(securityFailures.createdAt, new Date(now - windowMs)),
        ),
      )
    const row = rows[0]
    if (!row || row.failures < limit || !row.oldest) return { locked: false }
    // The lock lifts when the oldest failure in the window ages out of it.
    const oldest = new Date(row.oldest).getTime()
    return { locked: true, retryAfterMs: Math.max(1000, oldest + windowMs - now) }
  }
  return {
    check,
    async recordFailure(db, action, subject, ip) {
      const now = clock.now()
      // Failures that left the window no longer matter: drop them so the table stays small.
      await db
        .delete(securityFailures)
        .where(
          and(
            eq(securityFailures.action, action),
            eq(securityFailures.subject, subject),
            lt(securityFailures.createdAt, new Date(now - windowMs)),
          ),
        )
      await db.insert(securityFailures).values({ action, subject, ip, createdAt: new Date(now) })
      return check(db, action, subject)
    },
    async reset(db, action, subject) {
      await db
        .delete(securityFailures)
        .where(and(eq(securityFailures.action, action), eq(securityFailures.subject, subject)))
    },
  }
}

/** Whole minutes for the lock message, at least 1. */
export function minutesUntil(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000))
}
