import { TOKEN_HEADER } from '@crossmart/api-client'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { AppServices } from '../../app-services'
import { authTokens } from '../../db/schema'
import type { AppEnv } from '../../http/app-env'
import { errorText } from '../../observability/error-text'
import { hashToken } from '../../security/token-service'

/** /security: a session's "last used" moves at most once a minute (one write, not one per call). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000
/** Longest User-Agent kept. */
export const USER_AGENT_MAX = 255
/** Bound of the per-process memory of recent touches (cleared when full; the cost is one more write). */
const RECENT_TOUCHES_MAX = 10_000

/**
 * After each `/api/*` call made with a token, records when the token was last used and with which
 * User-Agent (the active sessions list). Only a live token's row changes; a failure is logged, never
 * the caller's problem.
 */
export function sessionActivity({
  db,
  clock,
  logger,
}: Pick<AppServices, 'db' | 'clock' | 'logger'>): MiddlewareHandler<AppEnv> {
  const recent = new Map<string, number>()
  return async (c, next) => {
    await next()
    const token = c.req.header(TOKEN_HEADER)?.trim()
    if (!token || !/^[0-9a-f]{64}$/.test(token)) return
    const now = clock.now()
    // Keyed by the token itself (as the session cache is): a hash per request cost more than the check.
    const last = recent.get(token)
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) return
    if (recent.size >= RECENT_TOUCHES_MAX) recent.clear()
    recent.set(token, now)
    const tokenHash = hashToken(token)
    const userAgent = c.req.header('user-agent')?.trim().slice(0, USER_AGENT_MAX)
    try {
      await db
        .update(authTokens)
        .set({ lastUsedAt: new Date(now), ...(userAgent ? { userAgent } : {}) })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, new Date(now)),
          ),
        )
    } catch (error) {
      logger.warn('session activity not recorded', {
        error: errorText(error),
      })
    }
  }
}
