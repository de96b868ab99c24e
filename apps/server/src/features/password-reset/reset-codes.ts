import { randomInt } from 'node:crypto'
import { RESET_CODE_LENGTH, RESET_CODE_MAX_TRIES, RESET_CODE_TTL_SECONDS } from '@crossmart/api-client'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { passwordResetCodes, users } from '../../db/schema'
import type { Logger } from '../../http/logger'
import { RefusalError } from '../../http/refusal-error'
import { isServerLanguage } from '../../i18n/languages'
import type { Mailer } from '../../mail/mailer'
import { errorText } from '../../observability/error-text'
import type { AttemptGuard } from '../../security/attempt-guard'
import type { PasswordHasher } from '../../security/password-hasher'
import type { TokenService } from '../../security/token-service'
import type { SmsSender } from '../../sms/sms-sender'
import { loginSubject } from '../accounts/login-verifier'
import { findUserById, findUserByLogin, type UserRow } from '../accounts/user-lookup'
import { type ResetDelivery, resetDelivery } from './reset-delivery'
import { type ResetPurpose, resetCodeMail, resetCodeSms } from './reset-mail'

/** A code lives 15 minutes. */
export const RESET_CODE_TTL_MS = RESET_CODE_TTL_SECONDS * 1000
/** A new code is sent at most once a minute per user and purpose (a repeat is answered the same, not sent). */
export const RESET_CODE_RESEND_MS = 60 * 1000
/** At most 5 codes an hour per user and purpose: with 5 tries each, 25 guesses an hour out of a million codes. */
export const RESET_CODES_PER_HOUR = 5

export interface ResetCodeDeps {
  db: Database
  clock: Clock
  logger: Logger
  hasher: PasswordHasher
  tokens: TokenService
  mailer: Mailer
  sms: SmsSender
  attempts: AttemptGuard
}

const codeInvalid = () => new RefusalError('reset.codeInvalid')

/** A uniformly random 6-digit code (leading zeros kept). */
export function generateResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0')
}

/**
 * Password and payment code reset by code (server README "The shopper's own space"). Every refusal
 * is the same `reset.codeInvalid`, and `send` answers alike for unknown accounts, so none of the
 * password calls tells whether an account exists. Only a scrypt hash of a code is stored; a code is
 * single-use, lives 15 minutes, dies after 5 wrong tries, and a newer code of the same purpose
 * replaces the older ones. The code goes by mail, or by SMS to a phone-registered shopper
 * (reset-delivery.ts); a password code never sets a payment code, nor the other way round.
 */
export function createResetCodes(deps: ResetCodeDeps) {
  const { db, clock, logger, hasher, tokens, mailer, sms, attempts } = deps
  // Verified against when there is no account or no live code, so every path hashes once.
  const dummyHash = hasher.hash('crossmart-reset-timing-equalizer')
  /** Deliveries still in flight (awaited by `settled`, for tests and shutdown). */
  const inFlight = new Set<Promise<void>>()

  /** Stores a new code for `user` unless the limits say no; true when it was stored. */
  async function issue(user: UserRow, purpose: ResetPurpose, codeHash: string): Promise<boolean> {
    const now = clock.now()
    const mine = and(eq(passwordResetCodes.userId, user.id), eq(passwordResetCodes.purpose, purpose))
    const [recent] = await db
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<Date | null>`max(${passwordResetCodes.createdAt})`,
      })
      .from(passwordResetCodes)
      .where(and(mine, gt(passwordResetCodes.createdAt, new Date(now - 60 * 60 * 1000))))
    const last = recent?.last == null ? null : new Date(recent.last).getTime()
    if (
      (recent?.count ?? 0) >= RESET_CODES_PER_HOUR ||
      (last !== null && now - last < RESET_CODE_RESEND_MS)
    ) {
      logger.info('reset code not sent (too soon or too many)', { userId: user.id, purpose })
      return false
    }
    await db.transaction(async (tx) => {
      // Only the newest code works: older unused ones are retired with it.
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date(now) })
        .where(and(mine, isNull(passwordResetCodes.usedAt)))
      await tx.insert(passwordResetCodes).values({
        userId: user.id,
        purpose,
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
    return true
  }

  /** Hands the code to the mailer or the SMS sender; a failure is logged, never answered. */
  function deliver(user: UserRow, purpose: ResetPurpose, delivery: ResetDelivery, code: string): void {
    const lang = isServerLanguage(user.language) ? user.language : 'en'
    const sent =
      delivery.channel === 'sms'
        ? sms.send(resetCodeSms(delivery.to, lang, code, purpose))
        : mailer.send(resetCodeMail(delivery.to, lang, code, purpose))
    const done = sent.then(
      () => {},
      (error: unknown) =>
        logger.error(`reset code ${delivery.channel === 'sms' ? 'SMS' : 'mail'} failed`, {
          userId: user.id,
          purpose,
          error: errorText(error),
        }),
    )
    inFlight.add(done)
    void done.finally(() => inFlight.delete(done))
  }

  async function send(account: string): Promise<void> {
    const code = generateResetCode()
    const codeHash = await hasher.hash(code)
    const user = await findUserByLogin(db, account)
    const delivery = user && resetDelivery(user, account)
    if (!user || !delivery) return
    // Delivered after the answer: an SMTP or SMS round trip must not make known accounts slower to answer.
    if (await issue(user, 'password', codeHash)) deliver(user, 'password', delivery, code)
  }

  /**
   * "Forgot payment code" for the signed-in `userId`: a code to the account's email, else its
   * mobile. Where it went is no secret from its owner, so it is answered (masked by the route).
   */
  async function sendForPayCode(userId: number): Promise<ResetDelivery> {
    const user = await findUserById(db, userId)
    const delivery = resetDelivery(user)
    if (!delivery) throw new RefusalError('payReset.noContact')
    const code = generateResetCode()
    if (await issue(user, 'payCode', await hasher.hash(code))) deliver(user, 'payCode', delivery, code)
    return delivery
  }

  /**
   * Checks `code` against the user's live code of `purpose`. A wrong code uses one of its tries
   * (committed even though the call is refused). With `use`, a right code is used up and `use`
   * runs in the same transaction.
   */
  async function check(
    user: UserRow | undefined,
    purpose: ResetPurpose,
    code: string,
    use?: (tx: Executor, user: UserRow) => Promise<void>,
  ): Promise<void> {
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
            eq(passwordResetCodes.purpose, purpose),
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
      if (use !== undefined) {
        await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, live.id))
        await use(tx, user)
      }
      return 'ok' as const
    })
    if (outcome === 'invalid') throw codeInvalid()
  }

  return {
    send,
    sendForPayCode,
    async verify(account: string, code: string): Promise<void> {
      await check(await findUserByLogin(db, account), 'password', code)
    },
    /** Sets the new password; the user whose it is. */
    async reset(account: string, code: string, newPassword: string, ip: string): Promise<number> {
      const passwordHash = await hasher.hash(newPassword)
      const user = await findUserByLogin(db, account)
      await check(user, 'password', code, async (tx, owner) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, owner.id))
        // As shop-spec §4 for resetpwd: every session of the user ends.
        await tokens.revokeAllForUser(tx, owner.id)
        // The owner proved the mailbox (or phone) from this address: its login lock goes. Other
        // addresses' failures still count toward the account-wide ceiling (server README
        // "Security", owner step-up): strangers stay locked while the owner's browser comes in.
        await attempts.clearSubjectAt(tx, 'login', loginSubject(account, owner), ip)
      })
      // `check` refused an unknown account, so here there is one.
      return (user as UserRow).id
    },
    /**
     * Sets a new payment code for the signed-in `userId` with a code of `sendForPayCode`. The
     * verify_pay lock of the user goes with it: the owner proved the mailbox or phone, which is
     * what the lock waited for. The sessions stay (the login password did not change).
     */
    async resetPayCode(userId: number, code: string, newCode: string, ip: string): Promise<void> {
      const payCodeHash = await hasher.hash(newCode)
      await check(await findUserById(db, userId), 'payCode', code, async (tx, owner) => {
        await tx.update(users).set({ payCodeHash }).where(eq(users.id, owner.id))
        await attempts.reset(tx, { action: 'verify_pay', subject: String(owner.id), ip })
      })
    },
    /** Resolves when every code handed to the mailer or the SMS sender so far has left or failed. */
    async settled(): Promise<void> {
      await Promise.all([...inFlight])
    },
  }
}

export type ResetCodes = ReturnType<typeof createResetCodes>
