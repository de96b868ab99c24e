import { randomBytes } from 'node:crypto'
import { RESET_CODE_MAX_TRIES, SET_PASSWORD_CODE_TTL_HOURS } from '@crossmart/api-client'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { passwordResetCodes, users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import type { PasswordHasher } from '../../security/password-hasher'
import type { TokenService } from '../../security/token-service'

/** Issue #48: a new shop owner's set-password link lives 72 hours. */
export const SET_PASSWORD_CODE_TTL_MS = SET_PASSWORD_CODE_TTL_HOURS * 60 * 60 * 1000

const codeInvalid = () => new RefusalError('reset.codeInvalid')

/**
 * The one-time code of a set-password link (issue #48 "Merchants join"), kept in the reset codes'
 * table with purpose `set_password`: only a scrypt hash is stored, it expires, works once, dies
 * after RESET_CODE_MAX_TRIES wrong tries and a newer one retires the older (the reset rules,
 * reset-codes.ts). A link carries no account, so the code is `<row id>.<32 random bytes>`: the id
 * finds the row, the secret is what the hash checks.
 */
export async function issueSetPasswordCode(
  tx: Executor,
  clock: Clock,
  hasher: PasswordHasher,
  userId: number,
): Promise<string> {
  const now = clock.now()
  const secret = randomBytes(32).toString('base64url')
  await tx
    .update(passwordResetCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.purpose, 'set_password'),
        isNull(passwordResetCodes.usedAt),
      ),
    )
  const [row] = await tx
    .insert(passwordResetCodes)
    .values({
      userId,
      codeHash: await hasher.hash(secret),
      purpose: 'set_password',
      createdAt: new Date(now),
      expiresAt: new Date(now + SET_PASSWORD_CODE_TTL_MS),
    })
    .returning({ id: passwordResetCodes.id })
  if (!row) throw new Error('set-password code not stored')
  return `${row.id}.${secret}`
}

const CODE_PATTERN = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/

/**
 * Uses a set-password code: sets the password and ends every session of the user, in one
 * transaction; answers the user's id and login. Every refusal (malformed, unknown, expired, used,
 * wrong) is the same `reset.codeInvalid`; a wrong secret counts as one of the row's tries.
 */
export async function useSetPasswordCode(
  db: Database,
  clock: Clock,
  hasher: PasswordHasher,
  tokens: TokenService,
  code: string,
  newPassword: string,
): Promise<{ userId: number; account: string }> {
  const match = CODE_PATTERN.exec(code.trim())
  const rowId = match ? Number(match[1]) : 0
  const secret = match?.[2] ?? ''
  const passwordHash = await hasher.hash(newPassword)
  const outcome = await db.transaction(async (tx) => {
    const now = new Date(clock.now())
    const [live] = await tx
      .select({
        id: passwordResetCodes.id,
        userId: passwordResetCodes.userId,
        codeHash: passwordResetCodes.codeHash,
      })
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.id, rowId),
          eq(passwordResetCodes.purpose, 'set_password'),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
          lt(passwordResetCodes.failedAttempts, RESET_CODE_MAX_TRIES),
        ),
      )
      .for('update')
    if (!live) return null
    if (!(await hasher.verify(secret, live.codeHash))) {
      await tx
        .update(passwordResetCodes)
        .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
        .where(eq(passwordResetCodes.id, live.id))
      return null
    }
    await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, live.id))
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, live.userId))
      .returning({ id: users.id, account: users.account })
    if (!user) return null
    await tokens.revokeAllForUser(tx, user.id)
    return { userId: user.id, account: user.account }
  })
  if (!outcome) throw codeInvalid()
  return outcome
}
