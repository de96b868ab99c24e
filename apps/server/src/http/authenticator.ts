import { API_CODE, TOKEN_HEADER } from '@crossmart/api-client'
import type { Context } from 'hono'
import type { Database } from '../db/database'
import type { TokenService } from '../security/token-service'
import { RefusalError } from './refusal-error'

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
}

export function createAuthenticator(db: Database, tokens: TokenService): Authenticator {
  const session = async (c: Context): Promise<Session | null> => {
    const token = c.req.header(TOKEN_HEADER)?.trim()
    if (!token) return null
    const userId = await tokens.resolve(db, token)
    return userId === null ? null : { userId, token }
  }
  return {
    session,
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
