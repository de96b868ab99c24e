import { randomInt } from 'node:crypto'
import { RESET_CODE_LENGTH, RESET_CODE_MAX_TRIES, RESET_CODE_TTL_SECONDS } from '@crossmart/api-client'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { passwordResetCodes, users } from '../../db/schema'
import type { Logger } from '../../http/logger'
import { RefusalError } from '../../http/refusal-error'
import { isServerLanguage } from '../../i18n/languages'
import type { Mailer } from '../../mail/mailer'
import { errorText } from '../../observability/error-text'
import type { AttemptGuard } from '../../security/attempt-guard'
import type { PasswordHasher } from '../../security/password-hasher'
import type { TokenService } from '../../security/token-service'
import { loginSubject } from '../accounts/login-verifier'
import { findUserByLogin } from '../accounts/user-lookup'
import { resetCodeMail } from './reset-mail'

/** A code lives 15 minutes. */
export const RESET_CODE_TTL_MS = RESET_CODE_TTL_SECONDS * 1000
/** A new code is mailed at most once a minute per user (a repeat is answered the same, not sent). */
export const RESET_CODE_RESEND_MS = 60 * 1000
/** At most 5 codes an hour per user: with 5 tries each, 25 guesses an hour out of a million codes. */
export const RESET_CODES_PER_HOUR = 5

export interface ResetCodeDeps {
  db: Database
  clock: Clock
  logger: Logger
  hasher: PasswordHasher
  tokens: TokenService
  mailer: Mailer
  attempts: AttemptGuard
}

const codeInvalid = () => new RefusalError('reset.codeInvalid')

/** A uniformly random 6-digit code (leading zeros kept). */
export function generateResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0')
}

/**
 * Password reset by code (server README "The shopper's own space"). Every refusal is the same `reset.codeInvalid`, and `send`
 * answers alike for unknown accounts, so none of the three calls tells whether an account exists.
 * Only a scrypt hash of a code is stored; a code is single-use, lives 15 minutes, dies after 5
 * wrong tries, and a newer code replaces the older ones.
 */
export function createResetCodes(deps: ResetCodeDeps) {
  const { db, clock, logger, hasher, tokens, mailer, attempts } = deps
  // Verified against when there is no account or no live code, so every path hashes once.
  const dummyHash = hasher.hash('crossmart-reset-timing-equalizer')
  /** Deliveries still in flight (awaited by `settled`, for tests and shutdown). */
  const inFlight = new Set<Promise<void>>()

  async function send(account: string): Promise<void> {
    const code = generateResetCode()
    const codeHash = await hasher.hash(code)
    const user = await findUserByLogin(db, account)
    if (!user?.email) return
    const now = clock.now()
    const [recent] = await db
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<Date | null>`max(${passwordResetCodes.createdAt})`,
      })
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, user.id),
          eq(passwordResetCodes.purpose, 'reset'),
          gt(passwordResetCodes.createdAt, new Date(now - 60 * 60 * 1000)),
        ),
      )
    const last = recent?.last == null ? null : new Date(recent.last).getTime()
    if (
      (recent?.count ?? 0) >= RESET_CODES_PER_HOUR ||
      (last !== null && now - last < RESET_CODE_RESEND_MS)
    ) {
      logger.info('password reset code not sent (too soon or too many)', { userId: user.id })
      return
    }
    await db.transaction(async (tx) => {
      // Only the newest code works: older unused ones are retired with it.
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(passwordResetCodes.userId, user.id),
            eq(passwordResetCodes.purpose, 'reset'),
            isNull(passwordResetCodes.usedAt),
          ),
        )
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        codeHash,
        createdAt: new Date(now),
        expiresAt: new Date(now + RESET_CODE_TTL_MS),
      })
      // Housekeeping: codes that can no longer be used by anyone.
      await tx
        .delete(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, user.id),
            lt(passwordResetCodes.expiresAt, new Date(now - 24 * 60 * 60 * 1000)),
          ),
        )
    })
    // Delivered after the answer: an SMTP round trip must not make known accounts slower to answer.
    const lang = isServerLanguage(user.language) ? user.language : 'en'
    const delivery = mailer.send(resetCodeMail(user.email, lang, code)).then(
      () => {},
      (error: unknown) =>
        logger.error('password reset mail failed', {
          userId: user.id,
          error: errorText(error),
        }),
    )
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
  }

  /**
   * Checks `code` against the user's live code. A wrong code uses one of its tries (committed even
   * though the call is refused). With `reset`, a right code is used up, the password set
   * and every token of the user revoked, in one transaction.
   */
  async function check(
    account: string,
    code: string,
    reset?: { passwordHash: string; ip: string },
  ): Promise<number> {
    const user = await findUserByLogin(db, account)
    if (!user) {
      await hasher.verify(code, await dummyHash)
      throw codeInvalid()
    }
    const outcome = await db.transaction(async (tx) => {
      const now = new Date(clock.now())
      const [live] = await tx
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, user.id),
            // Issue #48: a new owner's set-password code is not a reset code (set-password-codes.ts).
            eq(passwordResetCodes.purpose, 'reset'),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, now),
            lt(passwordResetCodes.failedAttempts, RESET_CODE_MAX_TRIES),
          ),
        )
        .orderBy(desc(passwordResetCodes.id))
        .limit(1)
        .for('update')
      if (!live) {
        await hasher.verify(code, await dummyHash)
        return 'invalid' as const
      }
      if (!(await hasher.verify(code, live.codeHash))) {
        await tx
          .update(passwordResetCodes)
          .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
          .where(eq(passwordResetCodes.id, live.id))
        return 'invalid' as const
      }
      if (reset !== undefined) {
        await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, live.id))
        await tx.update(users).set({ passwordHash: reset.passwordHash }).where(eq(users.id, user.id))
        // As shop-spec §4 for resetpwd: every session of the user ends.
        await tokens.revokeAllForUser(tx, user.id)
        // The owner proved the mailbox from this address: its login lock goes. Other addresses'
        // failures still count toward the account-wide ceiling (server README "Security", owner
        // step-up): strangers stay locked while the owner's browser comes in with its device cookie.
        await attempts.clearSubjectAt(tx, 'login', loginSubject(account, user), reset.ip)
      }
      return 'ok' as const
    })
    if (outcome === 'invalid') throw codeInvalid()
    return user.id
  }

  return {
    send,
    async verify(account: string, code: string): Promise<void> {
      await check(account, code)
    },
    /** Sets the new password; the user whose it is. */
    async reset(account: string, code: string, newPassword: string, ip: string): Promise<number> {
      return check(account, code, { passwordHash: await hasher.hash(newPassword), ip })
    },
    /** Resolves when every mail handed to the mailer so far has been delivered or has failed. */
    async settled(): Promise<void> {
      await Promise.all([...inFlight])
    },
  }
}

export type ResetCodes = ReturnType<typeof createResetCodes>
