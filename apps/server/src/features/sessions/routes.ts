import { userSessionRevoke, userSessions, userSessionsRevokeOthers } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { listSessions, revokeOtherSessions, revokeSession } from './session-queries'

/** /security: where the account is logged in, and "log out everywhere else". */
export function createSessionRoutes({ db, clock, auth, revocations }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(userSessions, async ({ session }) => {
    const { userId, token } = await session()
    return { list: await listSessions(db, clock, userId, token) }
  })

  mount(userSessionRevoke, async ({ input, session }) => {
    const { userId } = await session()
    await revokeSession(db, clock, userId, input.id)
    // Revoked is revoked at once on this replica too: the cached session goes, and so does chat.
    await revocations.revoked(userId)
    return null
  })

  mount(userSessionsRevokeOthers, async ({ session }) => {
    const { userId, token } = await session()
    const revoked = await revokeOtherSessions(db, clock, userId, token)
    await revocations.revoked(userId)
    return { revoked }
  })

  return router
}
