import { API_CODE, TOKEN_HEADER } from '@crossmart/api-client'
import type { Context } from 'hono'
import type { Database } from '../db/database'
import type { SessionCache } from '../security/session-cache'
import type { TokenService } from '../security/token-service'
import { RefusalError } from './refusal-error'
import type { UserReadCache } from './user-read-cache'

export interface Session {
  userId: number
  token: string
}

/** Resolves the `token` header (shop-spec §7) to a session. */
export interface Authenticator {
  /** The session of a valid token, or null (guest, or a token that is unknown, expired or revoked). */
  session(c: Context): Promise<Session | null>
  /** Like `session`, but a missing or dead token is HTTP 401 (shop-spec §8). */
  requireSession(c: Context): Promise<Session>
  /**
   * The per-user cache of logged-in reads (user-read-cache.ts): keyed by the session's user, so it
   * travels with the authenticator to every route; the route layer fills and invalidates it.
   */
  readonly userReads?: UserReadCache
}

export function createAuthenticator(
  db: Database,
  tokens: TokenService,
  cache?: SessionCache,
  userReads?: UserReadCache,
): Authenticator {
  const session = async (c: Context): Promise<Session | null> => {
    const token = c.req.header(TOKEN_HEADER)?.trim()
    if (!token) return null
    // Server README "Security": a token seen live within the last 0.5 s skips the database (session-cache.ts).
    const cached = cache?.get(token)
    if (cached !== undefined && cached !== null) return { userId: cached, token }
    const userId = await tokens.resolve(db, token)
    if (userId !== null) cache?.set(token, userId)
    return userId === null ? null : { userId, token }
  }
  return {
    session,
    ...(userReads && { userReads }),
    async requireSession(c) {
      const hasToken = Boolean(c.req.header(TOKEN_HEADER)?.trim())
      const found = await session(c)
      if (found) return found
      throw new RefusalError(hasToken ? 'auth.tokenInvalid' : 'auth.loginRequired', {
        apiCode: API_CODE.unauthorized,
        httpStatus: 401,
      })
    },
  }
}
