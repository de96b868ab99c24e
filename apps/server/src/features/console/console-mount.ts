import type { ConsoleAudience, Endpoint } from '@crossmart/api-client'
import type { Hono } from 'hono'
import type { Executor } from '../../db/database'
import type { AppEnv } from '../../http/app-env'
import type { Authenticator } from '../../http/authenticator'
import { type AuthorizedMount, createAuthorizedMount } from '../../http/endpoint-route'
import {
  type ConsoleActor,
  loadConsoleActor,
  requireOperator,
  requireShopManager,
  requireShopOwner,
} from './console-actor'

/** Mounts a console endpoint; its handler gets the caller's actor, already checked against the audience. */
export type ConsoleMount = AuthorizedMount<ConsoleActor>

/** What each audience of the contract (ConsoleAudience) asks of the caller; a refusal is code 1003. */
const AUDIENCE_RULES: Readonly<Record<ConsoleAudience, (actor: ConsoleActor) => unknown>> = {
  // loadConsoleActor already refused shoppers and deleted users.
  console: () => undefined,
  operator: requireOperator,
  shopOwner: requireShopOwner,
  shopManager: requireShopManager,
}

/**
 * Issue #48: who may call each console endpoint is declared in the contract (`audience`) and
 * enforced here, once, after the session and before the input is read, instead of by each handler.
 * Mounting an endpoint that declares no audience fails at start, not on a request.
 */
export function createConsoleMount(router: Hono<AppEnv>, auth: Authenticator, db: Executor): ConsoleMount {
  const mount = createAuthorizedMount(router, auth, async (endpoint: Endpoint, session) => {
    // Every console endpoint has `auth: true` (contract/coverage.test.ts), so a session is there.
    if (session === null) throw new Error(`${endpoint.path}: a console endpoint without a session`)
    const actor = await loadConsoleActor(db, session.userId)
    AUDIENCE_RULES[endpoint.audience as ConsoleAudience](actor)
    return actor
  })
  return (endpoint, handler) => {
    if (endpoint.audience === undefined || !endpoint.auth)
      throw new Error(`${endpoint.path} is mounted as a console endpoint but declares no audience`)
    mount(endpoint, handler)
  }
}
