import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Executor } from '../db/database'
import { securityFailures } from '../db/schema'

/** README "Security": login and verify_pay lock after 5 failures within 15 minutes. */
export const ATTEMPT_LIMIT = 5
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000

/**
 * Login failures of one account from all client IPs together, within the same window.
 *
 * Login is counted per (account, client IP) so that a stranger typing wrong passwords for someone
 * else's account locks out only the stranger's address, not the owner. That alone would let a guess
 * spread over many addresses (a botnet, a rotated IPv6 range) try 5 passwords per address; this
 * ceiling stops such a distributed guess after 50 tries per 15 minutes, at the price of locking the
 * owner out too while it lasts. Ten times the per-IP limit, so an owner mistyping on a few networks
 * (home, phone, office) never comes near it.
 */
export const LOGIN_ACCOUNT_CEILING = 50

export type GuardedAction = 'login' | 'verify_pay'

/**
 * Which failures a limit counts, or a success clears: all of the subject's (`subject`), or only
 * those of the subject that came from the same client IP (`subjectAndIp`).
 */
export type AttemptScope = 'subject' | 'subjectAndIp'

export interface AttemptPolicy {
  /**
   * Each limit locks on its own once it has `max` failures inside the window. A limit
   * `waivedForOwnerDevice` does not stop an attempt from a browser the owner used before
   * (README "Security", owner step-up: security/trusted-devices.ts).
   */
  limits: readonly { max: number; scope: AttemptScope; waivedForOwnerDevice?: boolean }[]
  /** What a success clears. */
  resetScope: AttemptScope
}

/**
 * The lock rules (README "Security"). Login: 5 per (account, IP), 50 per account from all IPs; a
 * success clears that IP's failures. verify_pay: the session's user is known, so 5 per user, and a
 * success clears them all.
 */
export const ATTEMPT_POLICIES: Readonly<Record<GuardedAction, AttemptPolicy>> = {
  login: {
    limits: [
      { max: ATTEMPT_LIMIT, scope: 'subjectAndIp' },
      { max: LOGIN_ACCOUNT_CEILING, scope: 'subject', waivedForOwnerDevice: true },
    ],
    resetScope: 'subjectAndIp',
  },
  verify_pay: { limits: [{ max: ATTEMPT_LIMIT, scope: 'subject' }], resetScope: 'subject' },
}

/**
 * One guarded attempt: the subject is the normalized account typed for login and the user id for
 * verify_pay; `ip` is the client IP of the request (request-context.ts, the same one the per-IP
 * limiter uses).
 */
export interface AttemptKey {
  action: GuardedAction
  subject: string
  ip: string
  /** The request came from a browser the subject's owner proved to be theirs (trusted-devices.ts). */
  ownerDevice?: boolean
}

export type GuardState = { locked: false } | { locked: true; retryAfterMs: number }

/** Counts failures in the database, so every replica enforces the same locks. */
export interface AttemptGuard {
  check(db: Executor, key: AttemptKey): Promise<GuardState>
  recordFailure(db: Executor, key: AttemptKey): Promise<GuardState>
  reset(db: Executor, key: AttemptKey): Promise<void>
  /** Forgets the subject's failures for the action from one IP (the owner's, after a reset by code). */
  clearSubjectAt(db: Executor, action: GuardedAction, subject: string, ip: string): Promise<void>
}

export function createAttemptGuard(
  clock: Clock,
  policies: Readonly<Record<GuardedAction, AttemptPolicy>> = ATTEMPT_POLICIES,
  windowMs: number = ATTEMPT_WINDOW_MS,
): AttemptGuard {
  const ofSubject = (key: AttemptKey) =>
    and(eq(securityFailures.action, key.action), eq(securityFailures.subject, key.subject))

  async function check(db: Executor, key: AttemptKey): Promise<GuardState> {
    const now = clock.now()
    const sameIp = sql`${securityFailures.ip} = ${key.ip}`
    // One round trip for both scopes: the subject's failures, and those of them from this IP.
    const [row] = await db
      .select({
        failures: count(),
        oldest: min(securityFailures.createdAt),
        ipFailures: sql<number>`count(*) filter (where ${sameIp})`.mapWith(Number),
        ipOldest: sql<Date | string | null>`min(${securityFailures.createdAt}) filter (where ${sameIp})`,
      })
      .from(securityFailures)
      .where(and(ofSubject(key), gt(securityFailures.createdAt, new Date(now - windowMs))))
    if (!row) return { locked: false }
    let retryAfterMs = 0
    for (const limit of policies[key.action].limits) {
      if (limit.waivedForOwnerDevice && key.ownerDevice) continue
      const [failures, oldest] =
        limit.scope === 'subject' ? [row.failures, row.oldest] : [row.ipFailures, row.ipOldest]
      if (failures < limit.max || oldest === null) continue
      // The lock lifts when the oldest failure it counts ages out of the window.
      const lifts = new Date(oldest).getTime() + windowMs - now
      retryAfterMs = Math.max(retryAfterMs, lifts, 1000)
    }
    return retryAfterMs > 0 ? { locked: true, retryAfterMs } : { locked: false }
  }

  return {
    check,
    async recordFailure(db, key) {
      const now = clock.now()
      // Failures that left the window no longer matter: drop them so the table stays small.
      await db
        .delete(securityFailures)
        .where(and(ofSubject(key), lt(securityFailures.createdAt, new Date(now - windowMs))))
      await db
        .insert(securityFailures)
        .values({ action: key.action, subject: key.subject, ip: key.ip, createdAt: new Date(now) })
      return check(db, key)
    },
    async reset(db, key) {
      const scope =
        policies[key.action].resetScope === 'subject'
          ? ofSubject(key)
          : and(ofSubject(key), eq(securityFailures.ip, key.ip))
      await db.delete(securityFailures).where(scope)
    },
    async clearSubjectAt(db, action, subject, ip) {
      await db
        .delete(securityFailures)
        .where(
          and(
            eq(securityFailures.action, action),
            eq(securityFailures.subject, subject),
            eq(securityFailures.ip, ip),
          ),
        )
    },
  }
}

/** Whole minutes for the lock message, at least 1. */
export function minutesUntil(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000))
}
