import { API_CODE, type ConsoleAudience, consoleMe, endpoints, TOKEN_HEADER } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import type { AppEnv } from '../../http/app-env'
import type { Authenticator } from '../../http/authenticator'
import { dbOf } from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { createConsoleMount } from './console-mount'

type Caller = 'shopper' | 'owner' | 'manager' | 'agent' | 'platformStaff' | 'operator'
const CALLERS: readonly Caller[] = ['shopper', 'owner', 'manager', 'agent', 'platformStaff', 'operator']

/** Who each audience admits (console-mount.ts); everyone else is refused with code 1003. */
const ADMITTED: Readonly<Record<ConsoleAudience, readonly Caller[]>> = {
  console: ['owner', 'manager', 'agent', 'platformStaff', 'operator'],
  operator: ['operator'],
  shopOwner: ['owner'],
  shopManager: ['owner', 'manager'],
}

const consoleEndpoints = Object.values(endpoints).filter((e) => e.path.startsWith('/api/console/'))

/**
 * Issue #48: who may call each console endpoint is the contract's `audience`, enforced where the
 * endpoints are mounted. Every console endpoint of the contract, called by every kind of caller with
 * an empty request: the refused ones get 1003 before their input is looked at (so a new endpoint is
 * covered the day it is added); the admitted ones are never refused for who they are.
 */
describe.each(endpointDrivers())('console audiences on %s', (driver) => {
  let t: TestServer
  const tokens = {} as Record<Caller, string>

  async function consoleUser(
    caller: Caller,
    role: 'staff' | 'operator',
    shopId: number | null,
    shopRole: 'owner' | 'manager' | 'agent' | null,
  ) {
    const { token, userId } = await t.register(caller)
    await dbOf(t).update(users).set({ role, shopId, shopRole, nickname: caller }).where(eq(users.id, userId))
    tokens[caller] = token
  }

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 1, 10)
    t = started.t
    const shopId = started.picks[0]!.shopId
    tokens.shopper = (await t.register('shopper')).token
    await consoleUser('owner', 'staff', shopId, 'owner')
    await consoleUser('manager', 'staff', shopId, 'manager')
    await consoleUser('agent', 'staff', shopId, 'agent')
    await consoleUser('platformStaff', 'staff', null, null)
    await consoleUser('operator', 'operator', null, null)
  })
  afterAll(async () => {
    await t?.close()
  })

  const call = (path: string, method: string, token?: string) =>
    t.raw(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
      ...(method === 'GET' ? {} : { body: '{}' }),
    })

  const rows = consoleEndpoints.flatMap((e) => CALLERS.map((caller) => [e.path, caller, e] as const))

  it.each(rows)('%s as %s', async (path, caller, endpoint) => {
    const { body } = await call(path, endpoint.method, tokens[caller])
    const admitted = ADMITTED[endpoint.audience as ConsoleAudience].includes(caller)
    if (admitted) {
      // Admitted: whatever the empty request gets (a validation message, not found, an answer), it
      // is not a refusal of the caller by the audience.
      expect(body.code === API_CODE.forbidden ? body.msg : 'admitted', `${path} as ${caller}`).not.toMatch(
        /^Only |staff and platform operators/,
      )
    } else {
      expect(body.code, `${path} as ${caller}: ${body.msg}`).toBe(API_CODE.forbidden)
    }
  })

  it('a guest is asked to log in on every console endpoint', async () => {
    for (const endpoint of consoleEndpoints) {
      const { status } = await call(endpoint.path, endpoint.method)
      expect(status, endpoint.path).toBe(401)
    }
  })
})

describe('mounting a console endpoint', () => {
  it('fails at start for an endpoint that declares no audience', () => {
    const mount = createConsoleMount(new Hono<AppEnv>(), {} as Authenticator, {} as never)
    const { audience: _, ...undeclared } = consoleMe
    expect(() => mount(undeclared, async () => ({}) as never)).toThrow(/declares no audience/)
  })
})
