import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Executor } from '../db/database'
import { authTokens } from '../db/schema'

/** shop-spec §3/§9: the login token lives 3 days (the app's Admin-Token cookie has the same lifetime). */
export const TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000
/** Tokens are 32 random bytes, sent as 64 hex characters. */
export const TOKEN_BYTES = 32

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface TokenService {
  issue(db: Executor, userId: number): Promise<{ token: string; expiresAt: Date }>
  /** The user id of a live token, or null when unknown, expired or revoked. */
  resolve(db: Executor, token: string): Promise<number | null>
  revoke(db: Executor, token: string): Promise<void>
  revokeAllForUser(db: Executor, userId: number): Promise<void>
}

export function createTokenService(clock: Clock, ttlMs: number = TOKEN_TTL_MS): TokenService {
  return {
    async issue(db, userId) {
      const token = randomBytes(TOKEN_BYTES).toString('hex')
      const now = clock.now()
      // Housekeeping on the user's own rows: tokens that expired are of no use to anyone.
      await db
        .delete(authTokens)
        .where(and(eq(authTokens.userId, userId), lt(authTokens.expiresAt, new Date(now))))
      const expiresAt = new Date(now + ttlMs)
      await db
        .insert(authTokens)
        .values({ tokenHash: hashToken(token), userId, createdAt: new Date(now), expiresAt })
      return { token, expiresAt }
    },
    async resolve(db, token) {
      if (!/^[0-9a-f]{64}$/.test(token)) return null
      const rows = await db
        .select({ userId: authTokens.userId })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, new Date(clock.now())),
          ),
        )
        .limit(1)
      return rows[0]?.userId ?? null
    },
    async revoke(db, token) {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)))
    },
    async revokeAllForUser(db, userId) {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    },
  }
}
