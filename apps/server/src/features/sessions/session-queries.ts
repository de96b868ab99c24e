import { createHash } from 'node:crypto'
import type { SessionInfo } from '@crossmart/api-client'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { authTokens } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { hashToken } from '../../security/token-service'

/** The public handle of a session: derived from the token's digest, and not reversible to it. */
export function sessionId(tokenHash: string): string {
  return createHash('sha256').update(`crossmart-session:${tokenHash}`).digest('hex').slice(0, 32)
}

function liveTokensOf(userId: number, now: Date) {
  return and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now))
}

/** Live logins of the user: the current one first, then by last use (or creation), newest first. */
export async function listSessions(
  db: Executor,
  clock: Clock,
  userId: number,
  currentToken: string,
): Promise<SessionInfo[]> {
  const current = hashToken(currentToken)
  const rows = await db
    .select()
    .from(authTokens)
    .where(liveTokensOf(userId, new Date(clock.now())))
  const lastSeen = (r: (typeof rows)[number]) => (r.lastUsedAt ?? r.createdAt).getTime()
  return rows
    .sort(
      (a, b) =>
        Number(b.tokenHash === current) - Number(a.tokenHash === current) || lastSeen(b) - lastSeen(a),
    )
    .map((r) => ({
      id: sessionId(r.tokenHash),
      current: r.tokenHash === current,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      expiresAt: r.expiresAt.toISOString(),
      userAgent: r.userAgent,
    }))
}

/** Revokes one live session of the user by its handle; unknown (or another user's) answers not found. */
export async function revokeSession(db: Executor, clock: Clock, userId: number, id: string): Promise<void> {
  const now = new Date(clock.now())
  const rows = await db
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(liveTokensOf(userId, now))
  const target = rows.find((r) => sessionId(r.tokenHash) === id)
  if (!target) throw notFound('session.notFound')
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, target.tokenHash),
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
      ),
    )
}

/** "Log out everywhere else": every live token of the user but the caller's; returns how many. */
export async function revokeOtherSessions(
  db: Executor,
  clock: Clock,
  userId: number,
  currentToken: string,
): Promise<number> {
  const now = new Date(clock.now())
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(liveTokensOf(userId, now), ne(authTokens.tokenHash, hashToken(currentToken))))
    .returning({ tokenHash: authTokens.tokenHash })
  return revoked.length
}
