import {
  addressAdd,
  addressDel,
  addressList,
  notificationUnreadCount,
  orderList,
  userGetUserInfo,
  userLogout,
  userProfile,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { SESSION_CACHE_TTL_MS } from '../security/session-cache'
import { endpointDrivers } from '../test-support/test-databases'
import { startTestServer, type TestServer } from '../test-support/test-server'
import { USER_READ_CACHE_TTL_MS } from './user-read-cache'

const newAddress = {
  addressee: 'Ada Buyer',
  mobile: '+15551234567',
  area: 'Springfield',
  detailedAddress: '1 Main Street',
  tag: 'home',
}

// Server README "Fast logged-in reads": logged-in reads come from a per-user cache that the caller's
// own writes invalidate at once, other replicas' writes within 1 s, and never outlive a revocation.
describe.each(endpointDrivers())('per-user read cache over HTTP (%s)', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("the writer's next read sees its write at once (POST profile, POST address_add, GET address_del)", async () => {
    const { token } = await t.register('cache')
    const client = t.client(token)
    expect((await client.call(addressList)).list).toHaveLength(0) // cached now, empty
    const before = await client.call(userGetUserInfo)
    await client.call(userProfile, { nickname: 'Renamed Shopper' })
    expect((await client.call(userGetUserInfo)).nickname).toBe('Renamed Shopper')
    expect((await client.call(userGetUserInfo)).id).toBe(before.id)
    const added = await client.call(addressAdd, newAddress)
    expect((await client.call(addressList)).list.map((a) => a.id)).toEqual([added.id])
    await client.call(addressDel, { id: added.id })
    expect((await client.call(addressList)).list).toHaveLength(0)
  })

  it("a write by another replica (straight to the database) is seen within the cache's TTL, at most 1 s", async () => {
    const { token, userId } = await t.register('replica')
    const client = t.client(token)
    expect((await client.call(userGetUserInfo)).nickname).not.toBe('Set Elsewhere')
    await t.server.services.db.update(users).set({ nickname: 'Set Elsewhere' }).where(eq(users.id, userId))
    // Still the cached answer: the write did not happen on this replica's request path.
    expect((await client.call(userGetUserInfo)).nickname).not.toBe('Set Elsewhere')
    expect(USER_READ_CACHE_TTL_MS).toBeLessThanOrEqual(1_000)
    t.clock.advance(USER_READ_CACHE_TTL_MS)
    expect((await client.call(userGetUserInfo)).nickname).toBe('Set Elsewhere')
  })

  it('keeps users apart: the same read of two users answers each their own', async () => {
    const a = await t.register('alpha')
    const b = await t.register('beta')
    await t.client(a.token).call(addressAdd, newAddress)
    const [listA, listB] = await Promise.all([
      t.client(a.token).call(addressList),
      t.client(b.token).call(addressList),
    ])
    expect(listA.list).toHaveLength(1)
    expect(listB.list).toHaveLength(0)
    expect((await t.client(b.token).call(userGetUserInfo)).id).toBe(b.userId)
    expect((await t.client(a.token).call(orderList, { page: 1, limit: 10 })).total).toBe(0)
    expect((await t.client(a.token).call(notificationUnreadCount)).unread).toBe(0)
  })

  it('a revoked token is refused at once on this replica however fresh its cached reads are', async () => {
    const { token } = await t.register('revoked')
    await t.client(token).call(userGetUserInfo)
    await t.client(token).call(userLogout)
    expect((await t.raw('/api/user/getUserInfo', { headers: { token } })).status).toBe(401)
  })

  it("a revocation written by another replica takes effect once the token entry's 0.5 s are over, with the reads cached", async () => {
    const { token, userId } = await t.register('revoked2')
    await t.client(token).call(userGetUserInfo)
    await t.client(token).call(addressList)
    await t.server.services.tokens.revokeAllForUser(t.server.services.db, userId)
    // The reads stay cached for 1 s, but every read checks the token first: its entry lasts 0.5 s.
    // The server's clock is moved, not waited for, so a busy machine cannot make this late.
    t.clock.advance(SESSION_CACHE_TTL_MS)
    expect((await t.raw('/api/user/address_list', { headers: { token } })).status).toBe(401)
  })
})
