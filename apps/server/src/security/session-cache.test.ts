import { userGetUserInfo, userLogout } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOffsetClock } from '../test-support/test-clock'
import { DEMO_SHOPPER, startTestServer, type TestServer } from '../test-support/test-server'
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache'

describe('session cache', () => {
  it('forgets entries after the TTL, per user on revocation, and stays bounded', () => {
    const clock = createOffsetClock()
    const cache = createSessionCache(clock, SESSION_CACHE_TTL_MS, 3)
    cache.set('a', 1)
    cache.set('b', 1)
    cache.set('c', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('d', 3) // over the bound: the oldest inserted ('a') goes
    expect(cache.get('a')).toBeNull()
    cache.forgetUser(1)
    expect(cache.get('b')).toBeNull()
    expect(cache.get('c')).toBe(2)
    clock.advance(SESSION_CACHE_TTL_MS)
    expect(cache.get('c')).toBeNull()
  })
})

// Server README "Security", fast logged-in reads: revocation still takes effect within one second on every replica.
describe('revocation with the session cache', () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer('pglite')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a logout on this replica is immediate', async () => {
    const token = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
    await t.client(token).call(userGetUserInfo) // cached now
    await t.client(token).call(userLogout)
    expect((await t.raw('/api/user/getUserInfo', { headers: { token } })).status).toBe(401)
  })

  it('a revocation written by another replica (straight to the database) is effective once the 0.5 s entry is over', async () => {
    const token = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
    const info = await t.client(token).call(userGetUserInfo) // cached now
    const { tokens, db } = t.server.services
    await tokens.revokeAllForUser(db, info.id)
    // This replica heard nothing: its cached entry may answer for the rest of its life, never longer.
    // The server's clock is moved, not waited for, so a busy machine cannot make this late.
    t.clock.advance(SESSION_CACHE_TTL_MS)
    expect((await t.raw('/api/user/getUserInfo', { headers: { token } })).status).toBe(401)
  })
})
