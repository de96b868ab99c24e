import { and, eq, lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database } from '../db/database'
import { securityFailures } from '../db/schema'
import { ATTEMPT_WINDOW_MS, type AttemptGuard, type AttemptKey, type GuardState } from './attempt-guard'

/**
 * Burst-proof lockouts (issue 19 class 3). Before, the lock was checked before the slow hash and
 * the failure recorded after it, so 40 parallel guesses all passed the check and the right one was
 * accepted. Now each attempt is counted before it is verified: under a per-subject advisory lock
 * (one transaction, so replicas on PostgreSQL serialize too) the guard's count is read and, when
 * not locked, a failure row is written at once. A wrong secret leaves that row as the failure; a
 * right one deletes it and clears the failures the policy's reset scope covers. At most `max`
 * attempts can therefore ever be in flight or failed inside the window, whatever the concurrency.
 */
export type Claim = { locked: true; retryAfterMs: number } | { locked: false; claimId: number }

export interface AttemptClaims {
  /** Counts the attempt (or refuses it when locked). */
  claim(key: AttemptKey): Promise<Claim>
  /** The secret was right: the attempt is not a failure, and the reset scope is cleared. */
  succeeded(key: AttemptKey, claim: Claim & { locked: false }): Promise<void>
  /** The secret was wrong: the attempt stays counted; the state after it (for the lock message). */
  failed(key: AttemptKey): Promise<GuardState>
}

export function createAttemptClaims(
  db: Database,
  guard: AttemptGuard,
  clock: Clock,
  windowMs: number = ATTEMPT_WINDOW_MS,
): AttemptClaims {
  const ofSubject = (key: AttemptKey) =>
    and(eq(securityFailures.action, key.action), eq(securityFailures.subject, key.subject))
  return {
    claim(key) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key.action}:${key.subject}`}))`)
        const now = clock.now()
        // Failures that left the window no longer matter: drop them so the table stays small.
        await tx
          .delete(securityFailures)
          .where(and(ofSubject(key), lt(securityFailures.createdAt, new Date(now - windowMs))))
        const state = await guard.check(tx, key)
        if (state.locked) return state
        const [row] = await tx
          .insert(securityFailures)
          .values({ action: key.action, subject: key.subject, ip: key.ip, createdAt: new Date(now) })
          .returning({ id: securityFailures.id })
        return { locked: false, claimId: row!.id } as const
      })
    },
    async succeeded(key, claim) {
      await db.delete(securityFailures).where(eq(securityFailures.id, claim.claimId))
      await guard.reset(db, key)
    },
    failed(key) {
      return guard.check(db, key)
    },
  }
}
