import { userSessionRevoke, userSessions, userSessionsRevokeOthers } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { listSessions, revokeOtherSessions, revokeSession } from './session-queries'

/** Issue 14 /security: where the account is logged in, and "log out everywhere else". */
export function createSessionRoutes({ db, clock, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(userSessions, async ({ session }) => {
    const { userId, token } = await session()
    return { list: await listSessions(db, clock, userId, token) }
  })

  mount(userSessionRevoke, async ({ input, session }) => {
    await revokeSession(db, clock, (await session()).userId, input.id)
    return null
  })

  mount(userSessionsRevokeOthers, async ({ session }) => {
    const { userId, token } = await session()
    return { revoked: await revokeOtherSessions(db, clock, userId, token) }
  })

  return router
}
