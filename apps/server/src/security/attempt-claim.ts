import { and, eq, lt } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database } from '../db/database'
import { securityFailures } from '../db/schema'
import { lockForTransaction } from '../db/transaction-lock'
import { ATTEMPT_WINDOW_MS, type AttemptGuard, type AttemptKey, type GuardState } from './attempt-guard'

/**
 * Burst-proof lockouts (server README "Security"). Before, the lock was checked before the slow hash and
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
  failed(key: AttemptKey, claim: Claim & { locked: false }): Promise<GuardState>
}

export function createAttemptClaims(
  db: Database,
  guard: AttemptGuard,
  clock: Clock,
  windowMs: number = ATTEMPT_WINDOW_MS,
): AttemptClaims {
  const ofSubject = (key: AttemptKey) =>
    and(eq(securityFailures.action, key.action), eq(securityFailures.subject, key.subject))
  // Within this process, one attempt per subject at a time: a claim is released (succeeded or
  // failed) before the next is taken, so a burst of right secrets (50 parallel payments) queues
  // instead of seeing the in-flight claims as failures. Across replicas the database claim holds.
  const queues = new Map<string, Promise<void>>()
  const settleOf = new Map<number, () => void>()
  const enqueue = async (subject: string): Promise<() => void> => {
    const previous = queues.get(subject) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => {
      release = resolve
    })
    const tail = previous.then(() => mine)
    queues.set(subject, tail)
    await previous
    return () => {
      release()
      if (queues.get(subject) === tail) queues.delete(subject)
    }
  }
  return {
    async claim(key) {
      const subject = `${key.action}:${key.subject}`
      const release = await enqueue(subject)
      try {
        const claim = await claimInDatabase(key)
        if (claim.locked) release()
        else settleOf.set(claim.claimId, release)
        return claim
      } catch (error) {
        release()
        throw error
      }
    },
    async succeeded(key, claim) {
      try {
        await db.delete(securityFailures).where(eq(securityFailures.id, claim.claimId))
        await guard.reset(db, key)
      } finally {
        settleOf.get(claim.claimId)?.()
        settleOf.delete(claim.claimId)
      }
    },
    async failed(key, claim) {
      try {
        return await guard.check(db, key)
      } finally {
        settleOf.get(claim.claimId)?.()
        settleOf.delete(claim.claimId)
      }
    },
  }

  function claimInDatabase(key: AttemptKey): Promise<Claim> {
    return db.transaction(async (tx) => {
      await lockForTransaction(tx, `${key.action}:${key.subject}`)
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
  }
}
